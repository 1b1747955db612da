using System.Collections.Generic;
using System.Globalization;
using System.Runtime.CompilerServices;
using System.Text;

namespace Bento.Internal;

/// <summary>
/// The objects a writer is inside of, past <see cref="DepthGuard.ProbeFrom"/> levels. A writer creates one only when
/// a graph gets that deep, so ordinary writes pay one integer compare per closing level. An object entered while it is
/// still open closes a cycle, which no tree format can write: that is reported with the members that lead back to it,
/// and a graph that reaches MaxDepth with no object repeating is known to be deep data rather than a cycle.
/// </summary>
internal sealed class CycleTracker
{
    private readonly List<(object? Instance, string? Name, int Depth)> _levels = new List<(object?, string?, int)>();
    private readonly HashSet<object> _open = new HashSet<object>(SameInstance.Comparer);
    private string? _pendingName;

    /// <summary>Levels entered since tracking began.</summary>
    public int Tracked => _levels.Count;

    /// <summary>The member name the next entered level is written under (null for a collection element).</summary>
    public void Name(string? name) => _pendingName = name;

    /// <summary>Enters a level at <paramref name="depth"/>; returns the description of the cycle it closes, or null.</summary>
    public string? Enter(object? instance, int depth)
    {
        string? name = _pendingName;
        _pendingName = null;
        if (instance is not null && !_open.Add(instance)) return Describe(instance, name, depth);
        _levels.Add((instance, name, depth));
        return null;
    }

    public void Exit()
    {
        if (_levels.Count == 0) return;
        var last = _levels[_levels.Count - 1];
        _levels.RemoveAt(_levels.Count - 1);
        if (last.Instance is not null) _open.Remove(last.Instance);
        _pendingName = null;
    }

    private string Describe(object instance, string? closingName, int depth)
    {
        int first = _levels.FindIndex(level => ReferenceEquals(level.Instance, instance));
        var path = new StringBuilder();
        bool anyName = closingName is not null;
        for (int i = first + 1; i < _levels.Count; i++)
        {
            Append(path, _levels[i].Name);
            anyName |= _levels[i].Name is not null;
        }

        Append(path, closingName);
        string through = anyName ? " through " + path : "";
        // Concatenation, and the type's name cut from ToString(): Type.Name would link the reflection runtime into
        // NativeAOT apps, and an interpolated string costs more code than this cold path deserves.
        return "The object graph contains a cycle: a " + RootCollections.ShortName(instance.GetType().ToString()) + " refers back to itself" + through
            + " (the same instance is entered at depth " + (_levels[first].Depth + 1).ToString(CultureInfo.InvariantCulture)
            + " and again at depth " + (depth + 1).ToString(CultureInfo.InvariantCulture)
            + "). A graph with a cycle cannot be written as a tree: break the cycle, or leave one of its members out with [BentoIgnore].";
    }

    private static void Append(StringBuilder path, string? name) => path.Append(name is null ? "[]" : "." + name);

    public string DeepDataMessage(int maxDepth) =>
        "The object graph is nested deeper than the maximum depth of " + maxDepth.ToString(CultureInfo.InvariantCulture) + ". No object repeats in the "
        + Tracked.ToString(CultureInfo.InvariantCulture) + " levels above that limit, so this is deep data rather than a cycle: raise MaxDepth in the options to write it.";

    private sealed class SameInstance : IEqualityComparer<object>
    {
        public static readonly SameInstance Comparer = new SameInstance();

        public new bool Equals(object? x, object? y) => ReferenceEquals(x, y);

        public int GetHashCode(object obj) => RuntimeHelpers.GetHashCode(obj);
    }
}
