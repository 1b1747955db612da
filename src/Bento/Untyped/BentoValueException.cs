using System;

namespace Bento;

/// <summary>
/// Raised when a <see cref="BentoValue"/> is asked for something it does not hold: a member or element that is not
/// there, a value of another kind, or a number that does not fit the requested type exactly.
/// </summary>
public sealed class BentoValueException : Exception
{
    /// <summary>Creates the exception with the reason it gives.</summary>
    public BentoValueException(string reason, Exception? inner = null)
        : base(reason, inner)
    {
    }
}
