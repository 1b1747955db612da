using System;
using System.Buffers;
using System.Collections.Generic;
using Bento.Bench.Adapters;
using Bento.Bench.Workloads;

namespace Bento.Bench.Runner;

/// <summary>What a case can be asked to do once. Typed workloads use the first three, <c>--file</c> the others.</summary>
public enum Op
{
    Serialize,
    Deserialize,

    /// <summary>Reads the payload into one instance kept from the previous call (serializers that can).</summary>
    Populate,
    Validate,
    Minify,
    RoundTrip,
}

/// <summary>
/// One serializer on one workload, ready to be timed: the payload is produced and checked up front, and
/// <see cref="Once"/> runs one operation. The loop around it lives in the runners, once for every serializer.
/// </summary>
public abstract class BenchCase
{
    protected BenchCase(string workload, string serializer, string format)
    {
        Workload = workload;
        Serializer = serializer;
        Format = format;
    }

    public string Workload { get; }

    public string Serializer { get; }

    public string Format { get; }

    /// <summary>The operations this case supports, in report order.</summary>
    public abstract IReadOnlyList<Op> Ops { get; }

    /// <summary>The encoded payload, once <see cref="Prepare"/> succeeded.</summary>
    public byte[] Payload { get; protected set; } = [];

    /// <summary>Why the case must not be timed (failed round trip, exception), or null.</summary>
    public string? Failure { get; protected set; }

    /// <summary>
    /// Why the populate check failed, or null. The case's other operations are still timed; <see cref="Op.Populate"/>
    /// is then left out of <see cref="Ops"/>.
    /// </summary>
    public string? PopulateFailure { get; protected set; }

    /// <summary>
    /// Why the serializer cannot express this workload's model (its own error, e.g. protobuf-net on nested lists), or
    /// null. Such a case is reported as "cannot model" and not timed; unlike <see cref="Failure"/> it is not an error.
    /// </summary>
    public string? CannotModel { get; protected set; }

    /// <summary>The memory-copy floor: a reference row, not a serializer.</summary>
    public virtual bool IsFloor => false;

    /// <summary>Whether the case's operations run on other threads too, so that only process-wide counts see their allocations.</summary>
    public virtual bool UsesOtherThreads => false;

    /// <summary>Produces the payload and checks the round trip; sets <see cref="Failure"/> instead of throwing.</summary>
    public abstract void Prepare();

    /// <summary>Runs <paramref name="op"/> once and returns something the caller keeps, so the work cannot be elided.</summary>
    public abstract object? Once(Op op);

    /// <summary>The one timing loop body every runner uses.</summary>
    public object? Run(Op op, long iterations)
    {
        object? sink = null;
        for (long i = 0; i < iterations; i++)
        {
            sink = Once(op);
        }

        return sink;
    }

    public override string ToString() => Workload + "/" + Serializer;
}

/// <summary>
/// A serializer adapter bound to a typed workload value. <typeparamref name="T"/> is the type the adapter times: the
/// workload's model type, or the adapter's mirror of it, in which case <paramref name="back"/> copies a decoded value
/// back to the model type so that the check compares it with the untouched <paramref name="source"/>.
/// </summary>
public sealed class AdapterCase<T>(string workload, object source, T value, Func<T, object?> back, ISerializerAdapter adapter)
    : BenchCase(workload, adapter.Name, adapter.Format)
    where T : class
{
    static readonly Op[] s_ops = [Op.Serialize, Op.Deserialize];
    static readonly Op[] s_opsWithPopulate = [Op.Serialize, Op.Deserialize, Op.Populate];
    static readonly Op[] s_readOnly = [Op.Deserialize];
    readonly ArrayBufferWriter<byte> _buffer = new(1 << 16);
    readonly IPopulateAdapter? _populating = adapter as IPopulateAdapter;
    T _target = default!;

    public AdapterCase(string workload, T value, ISerializerAdapter adapter)
        : this(workload, value, value, static v => v, adapter)
    {
    }

    // A multi-threaded adapter reads on several threads and writes as its sequential twin does: only its reads are timed.
    public override IReadOnlyList<Op> Ops =>
        adapter is IMultiThreadedAdapter ? s_readOnly : _populating is not null && PopulateFailure is null ? s_opsWithPopulate : s_ops;

    public override bool UsesOtherThreads => adapter is IMultiThreadedAdapter;

    public override void Prepare()
    {
        try
        {
            if (adapter is IModelLimits limits && limits.CannotModel(typeof(T)) is { } reason)
            {
                CannotModel = reason;
                return;
            }

            _buffer.ResetWrittenCount();
            adapter.Serialize(_buffer, value);
            Payload = _buffer.WrittenSpan.ToArray();
            T decoded = adapter.Deserialize<T>(Payload);
            string? difference = DeepEquality.FindDifference(source, back(decoded));
            if (difference is not null)
            {
                Failure = "round trip changed the value: " + difference;
                return;
            }

            // A serializer that depends on state left by the previous call would show it on the second one.
            _buffer.ResetWrittenCount();
            adapter.Serialize(_buffer, value);
            if (!_buffer.WrittenSpan.SequenceEqual(Payload))
            {
                Failure = "serializing the same value twice gave different bytes";
                return;
            }

            if (adapter is ICheckedAdapter checkedAdapter && checkedAdapter.CheckPayload(value, Payload) is { } problem)
            {
                Failure = problem;
                return;
            }
        }
        catch (Exception e)
        {
            Failure = e.GetType().Name + ": " + FirstLine(e.Message);
            return;
        }

        if (_populating is not null)
        {
            PreparePopulate(_populating);
        }
    }

    /// <summary>
    /// The populate target starts as a fresh read of the payload, and the payload is then populated into it twice: a
    /// reader that appended to collections instead of replacing them, or kept stale members, fails here.
    /// </summary>
    void PreparePopulate(IPopulateAdapter populating)
    {
        try
        {
            _target = adapter.Deserialize<T>(Payload);
            T before = _target;
            populating.Populate(Payload, ref _target);
            populating.Populate(Payload, ref _target);
            string? difference = DeepEquality.FindDifference(source, back(_target));
            if (difference is not null)
            {
                PopulateFailure = "populating the same document twice changed the value: " + difference;
            }
            else if (!ReferenceEquals(before, _target))
            {
                PopulateFailure = "populate replaced the root instance instead of reading into it";
            }
        }
        catch (Exception e)
        {
            PopulateFailure = e.GetType().Name + ": " + FirstLine(e.Message);
        }
    }

    public override object? Once(Op op)
    {
        switch (op)
        {
            case Op.Serialize:
                _buffer.ResetWrittenCount();
                adapter.Serialize(_buffer, value);
                return _buffer;
            case Op.Populate:
                _populating!.Populate(Payload, ref _target);
                return _target;
            default:
                return adapter.Deserialize<T>(Payload);
        }
    }

    static string FirstLine(string message)
    {
        int newline = message.IndexOf('\n', StringComparison.Ordinal);
        return newline < 0 ? message : message[..newline].TrimEnd();
    }
}

/// <summary>A serializer that cannot express a workload's model: reported with the reason, never timed.</summary>
public sealed class CannotModelCase : BenchCase
{
    public CannotModelCase(string workload, ISerializerAdapter adapter, string reason)
        : base(workload, adapter.Name, adapter.Format) => CannotModel = reason;

    public override IReadOnlyList<Op> Ops => [];

    public override void Prepare()
    {
    }

    public override object? Once(Op op) => throw new InvalidOperationException("a case that cannot model its workload is never timed");
}

/// <summary>
/// The floor: copying the baseline's payload into the same kind of reused buffer ("serialize") or out of it into a
/// reused array ("deserialize"). No serializer can beat the memory bandwidth this row shows.
/// </summary>
public sealed class CopyFloorCase(string workload, byte[] payload) : BenchCase(workload, FloorName, "memcpy")
{
    public const string FloorName = "memory copy (floor)";
    static readonly Op[] s_ops = [Op.Serialize, Op.Deserialize];
    readonly ArrayBufferWriter<byte> _buffer = new(payload.Length);
    readonly byte[] _target = new byte[payload.Length];

    public override IReadOnlyList<Op> Ops => s_ops;

    public override bool IsFloor => true;

    public override void Prepare() => Payload = payload;

    public override object? Once(Op op)
    {
        if (op == Op.Serialize)
        {
            _buffer.ResetWrittenCount();
            _buffer.Write(payload);
            return _buffer;
        }

        payload.AsSpan().CopyTo(_target);
        return _target;
    }
}
