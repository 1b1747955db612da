using System;
using System.Buffers;
using System.Collections.Generic;
using System.Globalization;
using Bento;
using Bento.Json;
using Bento.MessagePack;
using Bento.Tests.Codecs;

// Identifier types of another library, keyed through the assembly's codecs. C# 9, like the other shared models.
[assembly: BentoCodec(typeof(OrderIdSurrogate))]
[assembly: BentoCodec(typeof(EntityIdSurrogate))]
[assembly: BentoCodec(typeof(SkuCodec))]

namespace Bento.Tests.Codecs
{
    // A third-party id around a GUID, as many service libraries have: not markable, so it needs a codec.
    public readonly struct OrderId : IEquatable<OrderId>
    {
        public OrderId(Guid value) => Value = value;

        public Guid Value { get; }

        public bool Equals(OrderId other) => Value == other.Value;

        public override bool Equals(object? obj) => obj is OrderId other && Equals(other);

        public static bool operator ==(OrderId left, OrderId right) => left.Equals(right);

        public static bool operator !=(OrderId left, OrderId right) => !left.Equals(right);

        public override int GetHashCode() => Value.GetHashCode();

        public override string ToString() => Value.ToString();
    }

    // An id around a positive 64-bit number; ordered, so it can key a SortedDictionary.
    public readonly struct EntityId : IEquatable<EntityId>, IComparable<EntityId>
    {
        public EntityId(long value) => Value = value;

        public long Value { get; }

        public bool Equals(EntityId other) => Value == other.Value;

        public override bool Equals(object? obj) => obj is EntityId other && Equals(other);

        public override int GetHashCode() => Value.GetHashCode();

        public int CompareTo(EntityId other) => Value.CompareTo(other.Value);

        public static bool operator ==(EntityId left, EntityId right) => left.Equals(right);

        public static bool operator !=(EntityId left, EntityId right) => !left.Equals(right);

        public static bool operator <(EntityId left, EntityId right) => left.CompareTo(right) < 0;

        public static bool operator <=(EntityId left, EntityId right) => left.CompareTo(right) <= 0;

        public static bool operator >(EntityId left, EntityId right) => left.CompareTo(right) > 0;

        public static bool operator >=(EntityId left, EntityId right) => left.CompareTo(right) >= 0;

        public override string ToString() => "E" + Value.ToString(CultureInfo.InvariantCulture);
    }

    // A stock-keeping unit "ABC-42": a prefix and a number, written as that text.
    public readonly struct Sku : IEquatable<Sku>
    {
        public Sku(string prefix, int number)
        {
            Prefix = prefix;
            Number = number;
        }

        public string Prefix { get; }

        public int Number { get; }

        public bool Equals(Sku other) => Prefix == other.Prefix && Number == other.Number;

        public override bool Equals(object? obj) => obj is Sku other && Equals(other);

        public static bool operator ==(Sku left, Sku right) => left.Equals(right);

        public static bool operator !=(Sku left, Sku right) => !left.Equals(right);

        public override int GetHashCode() => HashCode.Combine(Prefix, Number);

        public override string ToString() => Prefix + "-" + Number.ToString(CultureInfo.InvariantCulture);

        public static Sku Parse(string text)
        {
            int dash = text.IndexOf('-');
            if (dash <= 0 || !int.TryParse(text.Substring(dash + 1), NumberStyles.None, CultureInfo.InvariantCulture, out int number))
                throw new FormatException("A SKU is PREFIX-NUMBER, not \"" + text + "\".");
            return new Sku(text.Substring(0, dash), number);
        }
    }

    // A slot that a deliberately faulty codec reads (the key error tests).
    public readonly struct Slot : IEquatable<Slot>
    {
        public Slot(int value) => Value = value;

        public int Value { get; }

        public bool Equals(Slot other) => Value == other.Value;

        public override bool Equals(object? obj) => obj is Slot other && Equals(other);

        public static bool operator ==(Slot left, Slot right) => left.Equals(right);

        public static bool operator !=(Slot left, Slot right) => !left.Equals(right);

        public override int GetHashCode() => Value;

        public override string ToString() => Value.ToString(CultureInfo.InvariantCulture);
    }

    // A surrogate of a key type: keys need nothing more.
    public struct OrderIdSurrogate : IBentoSurrogate<OrderId, Guid>
    {
        public Guid ToSurrogate(OrderId value) => value.Value;

        public OrderId FromSurrogate(Guid surrogate) => new OrderId(surrogate);
    }

    public struct EntityIdSurrogate : IBentoSurrogate<EntityId, long>
    {
        public long ToSurrogate(EntityId value) => value.Value;

        public EntityId FromSurrogate(long surrogate) =>
            surrogate > 0 ? new EntityId(surrogate) : throw new ArgumentOutOfRangeException(nameof(surrogate), "An entity id is positive.");
    }

    // A shape codec with a JSON key form (the member name is the same text as the value) and no MessagePack key form:
    // a MessagePack key is the codec's value, the string, as MessagePack-CSharp writes a key with the type's formatter.
    public struct SkuCodec : IJsonShape<Sku>, IMsgPackShape<Sku>, IJsonKey<Sku>
    {
        public bool Reuses => false;

        public Sku Read(ref JsonReader reader) => Sku.Parse(reader.ReadString() ?? "");

        public Sku Populate(ref JsonReader reader, Sku current) => Read(ref reader);

        public void Write(ref JsonWriter writer, Sku value) => writer.WriteString(value.ToString());

        public Sku Read(ref MsgPackReader reader) => Sku.Parse(reader.ReadString() ?? "");

        public Sku Populate(ref MsgPackReader reader, Sku current) => Read(ref reader);

        public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, Sku value)
            where TBuffer : class, IBufferWriter<byte> => writer.WriteString(value.ToString());

        public Sku ReadKey(ref JsonReader reader, ReadOnlySpan<byte> name) => Sku.Parse(reader.KeyToString(name));

        public void WriteKey(ref JsonWriter writer, Sku key) => writer.WritePropertyName(key.ToString());
    }

    // A shape codec whose MessagePack key differs from its value: a value is [prefix, number], a key the text
    // "prefix-number" (its own IMsgPackKey).
    public struct SkuPairCodec : IJsonShape<Sku>, IMsgPackShape<Sku>, IJsonKey<Sku>, IMsgPackKey<Sku>
    {
        public bool Reuses => false;

        public Sku Read(ref JsonReader reader) => Sku.Parse(reader.ReadString() ?? "");

        public Sku Populate(ref JsonReader reader, Sku current) => Read(ref reader);

        public void Write(ref JsonWriter writer, Sku value) => writer.WriteString(value.ToString());

        public Sku Read(ref MsgPackReader reader)
        {
            if (reader.ReadArrayHeader() != 2) throw new FormatException("A SKU is [prefix, number].");
            string prefix = reader.ReadString() ?? "";
            return new Sku(prefix, reader.ReadInt32());
        }

        public Sku Populate(ref MsgPackReader reader, Sku current) => Read(ref reader);

        public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, Sku value)
            where TBuffer : class, IBufferWriter<byte>
        {
            writer.WriteArrayHeader(2);
            writer.WriteString(value.Prefix);
            writer.WriteInt32(value.Number);
        }

        public Sku ReadKey(ref JsonReader reader, ReadOnlySpan<byte> name) => Sku.Parse(reader.KeyToString(name));

        public void WriteKey(ref JsonWriter writer, Sku key) => writer.WritePropertyName(key.ToString());

        public Sku ReadKey(ref MsgPackReader reader) => Sku.Parse(reader.ReadString() ?? "");

        public void WriteKey<TBuffer>(ref MsgPackWriter<TBuffer> writer, Sku key)
            where TBuffer : class, IBufferWriter<byte> => writer.WriteString(key.ToString());
    }

    // Faulty on purpose: a JSON key of "read" reads the entry's value as well; a MessagePack key of 7 reads the value
    // after it too, a key of [n, ...] reads only the header and n; a key of 8 (or "8") throws.
    public struct FaultySlotCodec : IJsonShape<Slot>, IMsgPackShape<Slot>, IJsonKey<Slot>, IMsgPackKey<Slot>
    {
        public bool Reuses => false;

        public Slot Read(ref JsonReader reader) => new Slot(reader.ReadInt32());

        public Slot Populate(ref JsonReader reader, Slot current) => Read(ref reader);

        public void Write(ref JsonWriter writer, Slot value) => writer.WriteInt32(value.Value);

        public Slot Read(ref MsgPackReader reader) => new Slot(reader.ReadInt32());

        public Slot Populate(ref MsgPackReader reader, Slot current) => Read(ref reader);

        public void Write<TBuffer>(ref MsgPackWriter<TBuffer> writer, Slot value)
            where TBuffer : class, IBufferWriter<byte> => writer.WriteInt32(value.Value);

        public Slot ReadKey(ref JsonReader reader, ReadOnlySpan<byte> name)
        {
            string text = reader.KeyToString(name);
            if (text == "read") return new Slot(reader.ReadInt32());
            int value = int.Parse(text, CultureInfo.InvariantCulture);
            if (value == 8) throw new InvalidOperationException("Slot 8 is reserved.");
            return new Slot(value);
        }

        public void WriteKey(ref JsonWriter writer, Slot key) => writer.WritePropertyName(key.ToString());

        public Slot ReadKey(ref MsgPackReader reader)
        {
            if (reader.NextType == MsgPackType.Array)
            {
                reader.ReadArrayHeader();
                return new Slot(reader.ReadInt32());
            }
            int value = reader.ReadInt32();
            if (value == 7) reader.ReadInt32();
            if (value == 8) throw new InvalidOperationException("Slot 8 is reserved.");
            return new Slot(value);
        }

        public void WriteKey<TBuffer>(ref MsgPackWriter<TBuffer> writer, Slot key)
            where TBuffer : class, IBufferWriter<byte> => writer.WriteInt32(key.Value);
    }
}

namespace Bento.Tests.Models
{
    [BentoObject]
    public partial class Ledger
    {
        public Dictionary<OrderId, string>? Notes { get; set; }
        public Dictionary<EntityId, List<int>>? Owners { get; set; }
        public SortedDictionary<EntityId, bool>? Sorted { get; set; }
        public IReadOnlyDictionary<Sku, int>? Stock { get; set; }
        public Dictionary<Sku, Dictionary<OrderId, int>>? Nested { get; set; }
        public List<Dictionary<EntityId, string>>? Pages { get; set; }
    }

    // A member codec as a key, with the codec's own MessagePack key form.
    [BentoObject]
    public partial class Warehouse
    {
        [BentoCodec(typeof(SkuPairCodec))] public Dictionary<Sku, int>? Bins { get; set; }
        [BentoCodec(typeof(SkuPairCodec))] public Sku Featured { get; set; }
    }

    [BentoObject]
    public partial class SlotTable
    {
        [BentoCodec(typeof(FaultySlotCodec))] public Dictionary<Slot, int>? Slots { get; set; }
        public int After { get; set; }
    }

    // A codec without a JSON key form keys a MessagePack-only type: its value is the key.
    [BentoObject(Formats = BentoCodecFormats.MessagePack)]
    public partial class Palette
    {
        [BentoCodec(typeof(RgbaCodec))] public Dictionary<Rgba, string>? Names { get; set; }
    }
}

namespace Bento.Tests.Models.ArrayLayout
{
    [BentoObject]
    public partial class Ledger
    {
        [BentoKey(0)] public Dictionary<OrderId, string>? Notes { get; set; }
        [BentoKey(1)] public Dictionary<EntityId, List<int>>? Owners { get; set; }
        [BentoKey(2)] public SortedDictionary<EntityId, bool>? Sorted { get; set; }
        [BentoKey(3)] public IReadOnlyDictionary<Sku, int>? Stock { get; set; }
        [BentoKey(4)] public Dictionary<Sku, Dictionary<OrderId, int>>? Nested { get; set; }
        [BentoKey(5)] public List<Dictionary<EntityId, string>>? Pages { get; set; }
    }

    [BentoObject]
    public partial class Warehouse
    {
        [BentoKey(0)] [BentoCodec(typeof(SkuPairCodec))] public Dictionary<Sku, int>? Bins { get; set; }
        [BentoKey(1)] [BentoCodec(typeof(SkuPairCodec))] public Sku Featured { get; set; }
    }
}
