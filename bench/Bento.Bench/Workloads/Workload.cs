using System;
using Bento.Bench.Adapters;
using Bento.Bench.Runner;

namespace Bento.Bench.Workloads;

/// <summary>One row of the workload table: a named value of a model type, built on first use.</summary>
public abstract class Workload(string name, string description)
{
    public string Name { get; } = name;

    public string Description { get; } = description;

    /// <summary>Where the data came from (a corpus file, or a generator and its seed); known once the value is built.</summary>
    public abstract string DataSource { get; }

    /// <summary>Left out of <c>--quick</c> unless a filter names it (the 10x corpora take minutes with the slow peers).</summary>
    public bool Large { get; init; }

    /// <summary>Fewest operations timed per serializer and operation outside <c>--quick</c> (the save game asks for a million).</summary>
    public long MinOperations { get; init; }

    public abstract BenchCase CreateCase(ISerializerAdapter adapter);
}

/// <summary>A workload whose value has type <typeparamref name="T"/>.</summary>
public sealed class Workload<T>(string name, string description, Func<(T Value, string Source)> build) : Workload(name, description)
    where T : class
{
    readonly Lazy<(T Value, string Source)> _data = new(build);

    public T Value => _data.Value.Value;

    public override string DataSource => _data.Value.Source;

    public override BenchCase CreateCase(ISerializerAdapter adapter) => new AdapterCase<T>(Name, Value, adapter);
}
