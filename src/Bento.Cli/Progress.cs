using System;
using System.Threading.Tasks;
using Spectre.Console;

namespace Bento.Cli;

/// <summary>
/// A progress bar on standard error for inputs large enough to wait for. It is off when standard error is redirected
/// (scripts, pipes, CI logs), for inputs of unknown size, and with <c>--no-progress</c>, so that it never mixes into
/// data or logs.
/// </summary>
internal sealed class Progress
{
    /// <summary>Below this size a command finishes before a bar would be worth drawing.</summary>
    public const long Threshold = 32L * 1024 * 1024;

    public static readonly Progress None = new(null);

    private readonly Action<long>? _report;

    private Progress(Action<long>? report) => _report = report;

    /// <summary>Reports how many input bytes have been processed.</summary>
    public void Report(long done) => _report?.Invoke(done);

    public static bool ShouldShow(long total, bool disabled) =>
        !disabled && total >= Threshold && !Console.IsErrorRedirected;

    /// <summary>Runs <paramref name="work"/>, with a bar when <see cref="ShouldShow"/> says so.</summary>
    public static async Task<T> RunAsync<T>(string label, long total, bool disabled, Func<Progress, Task<T>> work)
    {
        if (!ShouldShow(total, disabled)) return await work(None).ConfigureAwait(false);

        var console = AnsiConsole.Create(new AnsiConsoleSettings { Out = new AnsiConsoleOutput(Console.Error) });
        return await console.Progress()
            .AutoClear(true)
            .Columns(new TaskDescriptionColumn(), new ProgressBarColumn(), new PercentageColumn(), new TransferSpeedColumn(), new RemainingTimeColumn())
            .StartAsync(async context =>
            {
                var task = context.AddTask(Markup.Escape(label), maxValue: total);
                var progress = new Progress(done => task.Value = Math.Min(done, total));
                // The work is mostly synchronous parsing: off the rendering thread, so that the bar keeps moving.
                T result = await Task.Run(() => work(progress)).ConfigureAwait(false);
                task.Value = total;
                return result;
            }).ConfigureAwait(false);
    }
}
