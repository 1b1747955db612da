using System;
using System.Collections.Generic;
using System.Globalization;
using System.Net;
using System.Text;

namespace Bento.Bench.Report;

/// <summary>A horizontal grouped bar chart as a self-contained SVG (no script, no external fonts), drawn by the program.</summary>
public static class SvgChart
{
    static readonly string[] s_colors = ["#3b6fb6", "#e07b39", "#5aa469", "#b94a48", "#8064a2", "#4bacc6", "#9e9e9e"];

    /// <param name="title">Chart title.</param>
    /// <param name="unit">Axis unit label.</param>
    /// <param name="series">Legend entries (e.g. Serialize, Deserialize); one bar per series per row.</param>
    /// <param name="rows">Row label and one value per series (NaN for none).</param>
    /// <param name="format">Formats a value for the bar label.</param>
    public static string Bars(string title, string unit, IReadOnlyList<string> series, IReadOnlyList<(string Label, double[] Values)> rows, Func<double, string> format)
    {
        const int labelWidth = 210, chartWidth = 470, valueWidth = 90, barHeight = 14, gap = 8, top = 48;
        int rowHeight = (series.Count * barHeight) + gap;
        int height = top + (rows.Count * rowHeight) + 20;
        double max = 0;
        foreach (var (_, values) in rows)
        {
            foreach (double v in values)
            {
                if (!double.IsNaN(v))
                {
                    max = Math.Max(max, v);
                }
            }
        }

        max = max <= 0 ? 1 : max;
        var svg = new StringBuilder();
        var inv = CultureInfo.InvariantCulture;
        svg.Append(inv, $"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{labelWidth + chartWidth + valueWidth}\" height=\"{height}\" font-family=\"sans-serif\" font-size=\"12\">\n");
        svg.Append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        svg.Append(inv, $"<text x=\"8\" y=\"18\" font-size=\"14\" font-weight=\"bold\">{Escape(title)}</text>\n");
        for (int s = 0; s < series.Count; s++)
        {
            int x = labelWidth + (s * 130);
            svg.Append(inv, $"<rect x=\"{x}\" y=\"28\" width=\"10\" height=\"10\" fill=\"{s_colors[s % s_colors.Length]}\"/>");
            svg.Append(inv, $"<text x=\"{x + 14}\" y=\"37\">{Escape(series[s])}</text>\n");
        }

        svg.Append(inv, $"<text x=\"{labelWidth + chartWidth + valueWidth - 8}\" y=\"37\" text-anchor=\"end\" fill=\"#555\">{Escape(unit)}</text>\n");
        for (int r = 0; r < rows.Count; r++)
        {
            int y = top + (r * rowHeight);
            svg.Append(inv, $"<text x=\"{labelWidth - 6}\" y=\"{y + (series.Count * barHeight / 2) + 4}\" text-anchor=\"end\">{Escape(rows[r].Label)}</text>\n");
            for (int s = 0; s < series.Count; s++)
            {
                double v = s < rows[r].Values.Length ? rows[r].Values[s] : double.NaN;
                int by = y + (s * barHeight);
                if (double.IsNaN(v))
                {
                    svg.Append(inv, $"<text x=\"{labelWidth + 4}\" y=\"{by + 11}\" fill=\"#999\">n/a</text>\n");
                    continue;
                }

                double width = Math.Max(1, v / max * chartWidth);
                svg.Append(inv, $"<rect x=\"{labelWidth}\" y=\"{by}\" width=\"{width:0.0}\" height=\"{barHeight - 2}\" fill=\"{s_colors[s % s_colors.Length]}\"/>");
                svg.Append(inv, $"<text x=\"{labelWidth + width + 4:0.0}\" y=\"{by + 11}\" font-size=\"11\">{Escape(format(v))}</text>\n");
            }
        }

        svg.Append("</svg>\n");
        return svg.ToString();
    }

    static string Escape(string text) => WebUtility.HtmlEncode(text);
}
