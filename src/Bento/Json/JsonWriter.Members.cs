using System;
using System.ComponentModel;
using System.Runtime.CompilerServices;

namespace Bento.Json;

// A member of a common type written by one call: the skip test, the precomputed name and the value. Generated
// writers use these instead of spelling the three out per member, which keeps the code the C# compiler has to bind
// (and a build's time) down; each is inlined, so the machine code is the same as the spelled-out form.
public ref partial struct JsonWriter
{
    /// <summary>Writes a string member, or nothing when it is null and <paramref name="skipNull"/> is set.</summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteStringMember(scoped ReadOnlySpan<byte> quotedNameWithColon, string? value, bool skipNull)
    {
        if (value is null && skipNull)
            return;
        WritePropertyName(quotedNameWithColon);
        WriteString(value);
    }

    /// <summary>Writes an int member, or nothing when it is 0 and <paramref name="skipDefault"/> is set.</summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteInt32Member(scoped ReadOnlySpan<byte> quotedNameWithColon, int value, bool skipDefault)
    {
        if (value == 0 && skipDefault)
            return;
        WritePropertyName(quotedNameWithColon);
        WriteInt32(value);
    }

    /// <summary>Writes a long member, or nothing when it is 0 and <paramref name="skipDefault"/> is set.</summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteInt64Member(scoped ReadOnlySpan<byte> quotedNameWithColon, long value, bool skipDefault)
    {
        if (value == 0 && skipDefault)
            return;
        WritePropertyName(quotedNameWithColon);
        WriteInt64(value);
    }

    /// <summary>Writes a double member, or nothing when it equals 0 and <paramref name="skipDefault"/> is set.</summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteDoubleMember(scoped ReadOnlySpan<byte> quotedNameWithColon, double value, bool skipDefault)
    {
        if (value == 0 && skipDefault)
            return;
        WritePropertyName(quotedNameWithColon);
        WriteDouble(value);
    }

    /// <summary>Writes a float member, or nothing when it equals 0 and <paramref name="skipDefault"/> is set.</summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteSingleMember(scoped ReadOnlySpan<byte> quotedNameWithColon, float value, bool skipDefault)
    {
        if (value == 0 && skipDefault)
            return;
        WritePropertyName(quotedNameWithColon);
        WriteSingle(value);
    }

    /// <summary>Writes a bool member, or nothing when it is false and <paramref name="skipDefault"/> is set.</summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteBooleanMember(scoped ReadOnlySpan<byte> quotedNameWithColon, bool value, bool skipDefault)
    {
        if (!value && skipDefault)
            return;
        WritePropertyName(quotedNameWithColon);
        WriteBoolean(value);
    }

    /// <summary>Writes a DateTime member, or nothing when it is the default and <paramref name="skipDefault"/> is set.</summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WriteDateTimeMember(scoped ReadOnlySpan<byte> quotedNameWithColon, DateTime value, bool skipDefault)
    {
        if (value == default && skipDefault)
            return;
        WritePropertyName(quotedNameWithColon);
        WriteDateTime(value);
    }
}
