using System;

namespace Bento.Internal;

/// <summary>Which exceptions raised while reading a document are reported as bad input of that document.</summary>
internal static class ReadFailures
{
    /// <summary>
    /// A constructor or setter that rejects a value read from the document is bad input to the caller, so it is
    /// reported with the document position. The format's own exception already has one, and resource exhaustion or
    /// cancellation is not about the input.
    /// </summary>
    public static bool IsFromInput(Exception ex) =>
        ex is not BentoJsonException and not BentoMessagePackException and not OutOfMemoryException
            and not InsufficientExecutionStackException and not OperationCanceledException;
}
