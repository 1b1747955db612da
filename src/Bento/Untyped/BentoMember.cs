namespace Bento;

/// <summary>One member of an object <see cref="BentoValue"/>: its key and its value.</summary>
public readonly struct BentoMember
{
    // A string for a text name; a BentoValue for a MessagePack key of another kind, or for a JSON name whose escapes
    // must be written back exactly as they were read.
    private readonly object _key;

    internal BentoMember(object key, BentoValue value)
    {
        _key = key;
        Value = value;
    }

    /// <summary>The member's value.</summary>
    public BentoValue Value { get; }

    /// <summary>Whether the key is text (always so for JSON; a MessagePack map may have keys of other kinds).</summary>
    public bool HasName => _key is string || (_key is BentoValue v && v.Kind == BentoValueKind.String);

    /// <summary>The key as text; a <see cref="BentoValueException"/> when the key is not a string.</summary>
    public string Name => _key as string ?? ((BentoValue)_key).GetString();

    /// <summary>The key as a value of any kind (a string value for text names).</summary>
    public BentoValue Key => _key as BentoValue ?? BentoValue.From((string)_key);

    internal object RawKey => _key;

    /// <summary>Deconstructs into the name and value, for <c>foreach (var (name, value) in obj.Members)</c>.</summary>
    public void Deconstruct(out string name, out BentoValue value)
    {
        name = Name;
        value = Value;
    }

    /// <inheritdoc/>
    public override string ToString() => Key.ToString() + ": " + Value.ToString();
}
