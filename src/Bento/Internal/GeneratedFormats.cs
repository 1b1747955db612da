using System;
using System.Collections.Generic;
using System.ComponentModel;

namespace Bento.Internal;

/// <summary>
/// Records, for each marked type, which formats its codecs were generated for, so that asking for a format the type
/// was not generated for fails with a message naming the setting (<see cref="BentoObjectAttribute.Formats"/> or the
/// assembly's <see cref="BentoDefaultFormatsAttribute"/>) instead of the generic "mark it [BentoObject]". Called by
/// generated code when the type is initialised, only for types generated for fewer than every format.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class GeneratedFormats
{
    private static readonly Dictionary<Type, BentoCodecFormats> s_formats = new();

    /// <summary>Records that <paramref name="type"/> has codecs for <paramref name="formats"/> only; returns true (for a field initializer).</summary>
    public static bool Register(Type type, BentoCodecFormats formats)
    {
        if (type is null) throw new ArgumentNullException(nameof(type));
        lock (s_formats)
            s_formats[type] = formats;
        return true;
    }

    /// <summary>The formats recorded for <paramref name="type"/>, or <see cref="BentoCodecFormats.Default"/> when none were.</summary>
    internal static BentoCodecFormats Of(Type type)
    {
        lock (s_formats)
            return s_formats.TryGetValue(type, out var formats) ? formats : BentoCodecFormats.Default;
    }

    /// <summary>
    /// The message for a missing <paramref name="wanted"/> codec of <paramref name="type"/> when the type is marked but
    /// was generated without that format, else null.
    /// </summary>
    internal static string? Excluded(Type type, BentoCodecFormats wanted, string formatName)
    {
        var formats = Of(type);
        if (formats == BentoCodecFormats.Default || (formats & wanted) != 0)
            return null;
        return "Type '" + type + "' has no Bento " + formatName + " codec: it is generated for " + formats.ToString() + " only, by its [BentoObject(Formats = ...)] "
            + "or the assembly's [assembly: BentoDefaultFormats(...)]. Add BentoCodecFormats." + wanted.ToString() + " to that setting to generate it.";
    }
}
