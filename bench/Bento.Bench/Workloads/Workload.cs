using System;
using System.Reflection;
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

    public override BenchCase CreateCase(ISerializerAdapter adapter)
    {
        if (adapter is not IMirrorAdapter mirror)
        {
            return new AdapterCase<T>(Name, Value, adapter);
        }

        Type? mirrorType = mirror.MirrorOf(typeof(T));
        if (mirrorType == typeof(T))
        {
            return new AdapterCase<T>(Name, Value, adapter);
        }

        if (mirrorType is null)
        {
            return new CannotModelCase(Name, adapter, $"no type stands for {typeof(T).Name} in {adapter.Library}'s model");
        }

        // The copy into the mirror type is made here, before anything is timed; the case copies decoded values back.
        object copy = ModelMapper.Map(Value, mirrorType)!;
        Func<object, object?> back = decoded => ModelMapper.Map(decoded, typeof(T));
        MethodInfo create = typeof(MirrorCase<>).MakeGenericType(mirrorType).GetMethod(nameof(MirrorCase<object>.Create))!;
        return (BenchCase)create.Invoke(null, [Name, Value, copy, back, adapter])!;
    }
}

/// <summary>Binds an adapter to a mirror value whose type is known only at run time.</summary>
static class MirrorCase<TMirror>
    where TMirror : class
{
    public static BenchCase Create(string workload, object source, object copy, Func<object, object?> back, ISerializerAdapter adapter) =>
        new AdapterCase<TMirror>(workload, source, (TMirror)copy, m => back(m!), adapter);
}
