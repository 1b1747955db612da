using System;
using System.Buffers;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.IO;
using System.Reflection;
using Bento.Bench.Adapters;
using ProtoBuf.Meta;

namespace Bento.Bench.Peers.ProtobufNet;

/// <summary>
/// protobuf-net on the shared model types, described to it at run time rather than by [ProtoMember] attributes: every
/// public property in declaration order gets the next field number, which is what attributes would say, and the model
/// is compiled to IL before timing like protobuf-net's default model. Workloads whose shapes protobuf-net refuses
/// (nested lists) are reported with its exception.
/// </summary>
public sealed class ProtobufNetAdapter : ISerializerAdapter, IModelLimits
{
    readonly ConcurrentDictionary<Type, RuntimeTypeModel> _models = new();
    readonly ConcurrentDictionary<Type, string?> _refusals = new();

    public string Name => "protobuf-net";

    public string Format => "protobuf";

    public string Library => "protobuf-net " + Versions.Of(typeof(RuntimeTypeModel));

    public void Serialize<T>(IBufferWriter<byte> output, T value) => ModelFor(typeof(T)).Serialize(output, value);

    public T Deserialize<T>(ReadOnlyMemory<byte> payload) => ModelFor(typeof(T)).Deserialize<T>(payload);

    public string? CannotModel(Type model) => _refusals.GetOrAdd(model, root =>
    {
        // Derived types are declared to protobuf-net with [ProtoInclude], which the shared models do not carry.
        if (PolymorphicMembers.Find(root) is { } polymorphic)
        {
            return polymorphic + ", whose derived types protobuf-net learns only from [ProtoInclude]";
        }

        try
        {
            // protobuf-net checks a member's shape when it builds that member's serializer.
            ModelFor(root).Serialize(Stream.Null, Activator.CreateInstance(root));
            return null;
        }
        catch (NotSupportedException e)
        {
            return e.Message;
        }
    });

    RuntimeTypeModel ModelFor(Type root) => _models.GetOrAdd(root, static root =>
    {
        RuntimeTypeModel model = RuntimeTypeModel.Create();
        model.AutoAddMissingTypes = false;
        var pending = new Stack<Type>();
        var added = new HashSet<Type>();
        pending.Push(root);
        while (pending.Count > 0)
        {
            Type type = pending.Pop();
            if (!added.Add(type))
            {
                continue;
            }

            MetaType meta = model.Add(type, applyDefaultBehaviour: false);
            int field = 1;
            foreach (PropertyInfo property in type.GetProperties(BindingFlags.Public | BindingFlags.Instance))
            {
                meta.Add(field++, property.Name);
                foreach (Type reached in PolymorphicMembers.ModelTypesIn(property.PropertyType))
                {
                    pending.Push(reached);
                }
            }
        }

        model.CompileInPlace();
        return model;
    });
}
