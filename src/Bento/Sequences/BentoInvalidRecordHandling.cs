namespace Bento;

/// <summary>What a sequence reader does with a record it cannot read.</summary>
public enum BentoInvalidRecordHandling
{
    /// <summary>Stops with an exception that names the record (the default).</summary>
    Throw,

    /// <summary>
    /// Reports the record to the options' callback, if any, and goes on with the next one. Only records whose bounds are
    /// known can be skipped: see each reader's documentation for what stays fatal.
    /// </summary>
    Skip,
}
