using System;

namespace Bento.Testing;

/// <summary>
/// Thrown by <see cref="BentoAssert"/> when a value does not survive a round trip. Every test framework reports an
/// unexpected exception as a failure, so no framework is needed; the message names the format, the path of the first
/// difference, both values and the likely cause.
/// </summary>
public sealed class BentoRoundTripException : Exception
{
    /// <summary>Creates the exception with a message only.</summary>
    public BentoRoundTripException(string message) : base(message)
    {
    }

    /// <summary>Creates the exception with a message and the error that caused it.</summary>
    public BentoRoundTripException(string message, Exception? innerException) : base(message, innerException)
    {
    }

    /// <summary>Creates the exception with nothing but a default message.</summary>
    public BentoRoundTripException() : base("The value did not survive the round trip.")
    {
    }

    internal BentoRoundTripException(string message, string? format, string? path, string? expected, string? actual, Exception? innerException)
        : base(message, innerException)
    {
        Format = format;
        Path = path;
        Expected = expected;
        Actual = actual;
    }

    /// <summary>The format that changed the value (<c>JSON</c>, <c>MessagePack</c>, <c>System.Text.Json</c>, ...), or null.</summary>
    public string? Format { get; }

    /// <summary>
    /// The path of the first difference, such as <c>$.Inventory[3].Stats["speed"]</c>; when the round trip failed outright,
    /// the path of Bento's error when it has one (the value it could not write or read), else null.
    /// </summary>
    public string? Path { get; }

    /// <summary>The original value at <see cref="Path"/>, as text (shortened when long).</summary>
    public string? Expected { get; }

    /// <summary>The value read back at <see cref="Path"/>, as text (shortened when long).</summary>
    public string? Actual { get; }
}
