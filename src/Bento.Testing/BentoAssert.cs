using System;
using Bento.Testing.Internal;

namespace Bento.Testing;

/// <summary>
/// Assertions for the test suites of code that uses Bento. They throw <see cref="BentoRoundTripException"/> on failure,
/// which every test framework reports as a failed test.
/// </summary>
public static class BentoAssert
{
    /// <summary>
    /// Serializes <paramref name="value"/> in every selected format, reads each payload back and compares the result
    /// with the original member by member: the members Bento writes, the non-public fields behind them (see
    /// <see cref="BentoRoundTripOptions.PrivateFields"/>), collections element by element, sets without regard to
    /// order, dictionaries by key and nested objects in turn. Throws for the first difference, naming the format, the
    /// path (such as <c>$.Inventory[3].Stats["speed"]</c>), both values, the likely cause and the payload around it.
    /// </summary>
    /// <typeparam name="T">A <see cref="BentoObjectAttribute"/> type.</typeparam>
    /// <param name="value">The value to round-trip; it is not modified.</param>
    /// <param name="options">Formats, exclusions, format options and tolerances; null for the defaults.</param>
    /// <exception cref="BentoRoundTripException">The value did not survive a format, or a format failed to write or read it.</exception>
    public static void RoundTrips<T>(T value, BentoRoundTripOptions? options = null)
    {
        options ??= BentoRoundTripOptions.Default;
        string typeName = ValueText.TypeName(typeof(T));
        byte[]? bentoJson = null;
        foreach (var format in RoundTripFormat.All)
        {
            if ((options.Formats & format.Flag) == 0)
                continue;
            byte[] payload;
            try
            {
                payload = format.Serialize(value, options);
            }
            catch (Exception e) when (e is not OutOfMemoryException)
            {
                throw Report.Failure(format.Name, "Bento could not write " + typeName + " as " + format.Name + ": " + e.Message + WriteHint(e), null, null, e);
            }
            if (format.Flag == BentoFormats.Json)
                bentoJson = payload;

            T back;
            try
            {
                back = format.Deserialize<T>(payload, options);
            }
            catch (Exception e) when (e is not OutOfMemoryException)
            {
                throw Report.Failure(format.Name, "Bento wrote " + typeName + " as " + format.Name + " but could not read it back: " + e.Message,
                    format.AsJson(payload, options), format.PayloadKind, e, format.ErrorOffset(e));
            }

            var difference = new DeepComparer(options).Compare(value, back);
            if (difference is not null)
            {
                throw Report.Difference(format.Name, typeName + " did not survive the round trip through " + format.Name, difference,
                    format.AsJson(payload, options), format.PayloadKind);
            }
        }

        if (options.AlsoCheckSystemTextJson)
        {
            if (bentoJson is null)
            {
                try
                {
                    bentoJson = BentoJson.SerializeToUtf8Bytes(value, options.JsonOptions);
                }
                catch (Exception e) when (e is not OutOfMemoryException)
                {
                    throw Report.Failure("JSON", "Bento could not write " + typeName + " as JSON: " + e.Message + WriteHint(e), null, null, e);
                }
            }
            SystemTextJsonCheck.Run(value, bentoJson, options);
        }
    }

    /// <summary>
    /// Compares two values by the same rules as <see cref="RoundTrips{T}(T, BentoRoundTripOptions?)"/> without
    /// serializing them, for example a value populated in place against a freshly read one.
    /// </summary>
    /// <exception cref="BentoRoundTripException">The values differ.</exception>
    public static void Equivalent<T>(T expected, T actual, BentoRoundTripOptions? options = null)
    {
        options ??= BentoRoundTripOptions.Default;
        var difference = new DeepComparer(options).Compare(expected, actual);
        if (difference is not null)
            throw Report.Difference(null, ValueText.TypeName(typeof(T)) + " values are not equivalent", difference, null, null);
    }

    private static string WriteHint(Exception e) =>
        e.Message.Contains("NaN", StringComparison.Ordinal) || e.Message.Contains("nfinity", StringComparison.Ordinal)
            ? " (JSON has no NaN or infinity: set BentoRoundTripOptions.JsonOptions to one with FloatHandling = NamedLiteralsAsStrings, or leave JSON out of Formats)"
            : e.Message.Contains("depth", StringComparison.OrdinalIgnoreCase)
                ? " (a cycle in the object graph also shows up as too deep nesting: Bento writes trees, not graphs)"
                : "";
}
