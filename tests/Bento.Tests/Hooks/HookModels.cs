using System;
using System.Collections.Generic;

namespace Bento.Tests.Hooks
{
    /// <summary>Rejects a NaN coordinate before anything of it is written.</summary>
    [BentoObject]
    public partial class Waypoint
    {
        public double X { get; set; }
        public double Y { get; set; }

        partial void OnBentoSerializing()
        {
            if (double.IsNaN(X) || double.IsNaN(Y))
                throw new InvalidOperationException("Waypoint has a NaN coordinate.");
        }
    }

    [BentoObject]
    public partial class Route
    {
        public string? Name { get; set; }
        public List<Waypoint>? Points { get; set; }
    }

    /// <summary>A populate replaces the whole bag: items the input leaves out are gone.</summary>
    [BentoObject]
    public partial class Inventory
    {
        public List<string> Items { get; } = new List<string>();
        public int Gold { get; set; }

        partial void OnBentoDeserializing() => Items.Clear();
    }

    [BentoObject]
    public partial class Member
    {
        public int Id { get; set; }
        public string? Name { get; set; }
    }

    /// <summary>A lookup table that is not serialized, rebuilt from the members after every read.</summary>
    [BentoObject]
    public partial class Roster
    {
        public List<Member>? Members { get; set; }

        [BentoIgnore]
        public Dictionary<int, Member> ById { get; } = new Dictionary<int, Member>();

        partial void OnBentoDeserialized()
        {
            ById.Clear();
            if (Members is null)
                return;
            foreach (var member in Members)
                ById[member.Id] = member;
        }
    }

    /// <summary>A derived member computed after reading; a struct in MessagePack array layout.</summary>
    [BentoObject]
    public partial struct Segment
    {
        [BentoKey(0)] public double X1;
        [BentoKey(1)] public double Y1;
        [BentoKey(2)] public double X2;
        [BentoKey(3)] public double Y2;

        [BentoIgnore] public double Length;

        partial void OnBentoDeserialized() => Length = Math.Sqrt(((X2 - X1) * (X2 - X1)) + ((Y2 - Y1) * (Y2 - Y1)));
    }

    /// <summary>Built through its constructor: the instance exists only once every member has been read.</summary>
    [BentoObject]
    public partial record Badge(string Label, int Level)
    {
        [BentoIgnore] public string Display { get; private set; } = "";

        [BentoIgnore] public string SeenBeforeRead { get; private set; } = "";

        partial void OnBentoDeserializing() => SeenBeforeRead = Label + "/" + Display;

        partial void OnBentoDeserialized() => Display = Label + " #" + Level;
    }

    /// <summary>A hook that rejects what was read.</summary>
    [BentoObject]
    public partial class Score
    {
        public int Points { get; set; }

        partial void OnBentoDeserialized()
        {
            if (Points < 0)
                throw new ArgumentOutOfRangeException(nameof(Points), Points, "Points cannot be negative.");
        }
    }

    /// <summary>Logs every hook and setter, nested, to check the order of calls.</summary>
    [BentoObject]
    public partial class Traced
    {
        public static readonly List<string> Log = new List<string>();

        private string? _name;
        private TracedChild? _child;

        public string? Name
        {
            get => _name;
            set { Log.Add("Traced.Name=" + value); _name = value; }
        }

        public TracedChild? Child
        {
            get => _child;
            set { Log.Add("Traced.Child set"); _child = value; }
        }

        partial void OnBentoSerializing() => Log.Add("Traced serializing");

        partial void OnBentoSerialized() => Log.Add("Traced serialized");

        partial void OnBentoDeserializing() => Log.Add("Traced deserializing");

        partial void OnBentoDeserialized() => Log.Add("Traced deserialized");
    }

    /// <summary>The nested type is in MessagePack array layout, so both layouts run in one document.</summary>
    [BentoObject]
    public partial class TracedChild
    {
        private int _value;

        [BentoKey(0)]
        public int Value
        {
            get => _value;
            set { Traced.Log.Add("TracedChild.Value=" + value); _value = value; }
        }

        partial void OnBentoSerializing() => Traced.Log.Add("TracedChild serializing");

        partial void OnBentoSerialized() => Traced.Log.Add("TracedChild serialized");

        partial void OnBentoDeserializing() => Traced.Log.Add("TracedChild deserializing");

        partial void OnBentoDeserialized() => Traced.Log.Add("TracedChild deserialized");
    }

    /// <summary>Required members are checked before the after-read hook runs.</summary>
    [BentoObject]
    public partial class Strict
    {
        private static int s_deserializedCalls;

        public static int DeserializedCalls => s_deserializedCalls;

        [BentoRequired] public string? Id { get; set; }
        public int Extra { get; set; }

        partial void OnBentoDeserialized() => s_deserializedCalls++;
    }
}
