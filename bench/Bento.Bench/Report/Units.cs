using System.Globalization;

namespace Bento.Bench.Report;

static class Units
{
    static readonly CultureInfo s_inv = CultureInfo.InvariantCulture;

    public static string Time(double ns) => ns switch
    {
        < 1_000 => ns.ToString("0.0", s_inv) + " ns",
        < 1_000_000 => (ns / 1e3).ToString("0.00", s_inv) + " µs",
        < 1_000_000_000 => (ns / 1e6).ToString("0.00", s_inv) + " ms",
        _ => (ns / 1e9).ToString("0.000", s_inv) + " s",
    };

    public static string Bytes(double bytes) => bytes switch
    {
        < 10_000 => bytes.ToString("0", s_inv) + " B",
        < 10_000_000 => (bytes / 1024).ToString("0.0", s_inv) + " KiB",
        _ => (bytes / (1024 * 1024)).ToString("0.0", s_inv) + " MiB",
    };

    public static string Ratio(double? ratio) => ratio switch
    {
        null => "-",
        < 0.1 => ratio.Value.ToString("0.000", s_inv) + "x",
        _ => ratio.Value.ToString("0.00", s_inv) + "x",
    };

    public static string Percent(double fraction) => (fraction * 100).ToString("0", s_inv) + "%";

    public static string Number(double value, string format) => value.ToString(format, s_inv);
}
