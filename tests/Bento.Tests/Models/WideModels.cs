namespace Bento.Tests.Models
{
    /// <summary>More members than one 64-bit mask can track: required and duplicate tracking must span words.</summary>
    [BentoObject]
    public partial class Wide
    {
        [BentoRequired]
        public int M0 { get; set; }

        public int M1 { get; set; }

        public int M2 { get; set; }

        public int M3 { get; set; }

        public int M4 { get; set; }

        public int M5 { get; set; }

        public int M6 { get; set; }

        public int M7 { get; set; }

        public int M8 { get; set; }

        public int M9 { get; set; }

        public int M10 { get; set; }

        public int M11 { get; set; }

        public int M12 { get; set; }

        public int M13 { get; set; }

        public int M14 { get; set; }

        public int M15 { get; set; }

        public int M16 { get; set; }

        public int M17 { get; set; }

        public int M18 { get; set; }

        public int M19 { get; set; }

        public int M20 { get; set; }

        public int M21 { get; set; }

        public int M22 { get; set; }

        public int M23 { get; set; }

        public int M24 { get; set; }

        public int M25 { get; set; }

        public int M26 { get; set; }

        public int M27 { get; set; }

        public int M28 { get; set; }

        public int M29 { get; set; }

        public int M30 { get; set; }

        public int M31 { get; set; }

        public int M32 { get; set; }

        public int M33 { get; set; }

        public int M34 { get; set; }

        public int M35 { get; set; }

        public int M36 { get; set; }

        public int M37 { get; set; }

        public int M38 { get; set; }

        public int M39 { get; set; }

        public int M40 { get; set; }

        public int M41 { get; set; }

        public int M42 { get; set; }

        public int M43 { get; set; }

        public int M44 { get; set; }

        public int M45 { get; set; }

        public int M46 { get; set; }

        public int M47 { get; set; }

        public int M48 { get; set; }

        public int M49 { get; set; }

        public int M50 { get; set; }

        public int M51 { get; set; }

        public int M52 { get; set; }

        public int M53 { get; set; }

        public int M54 { get; set; }

        public int M55 { get; set; }

        public int M56 { get; set; }

        public int M57 { get; set; }

        public int M58 { get; set; }

        public int M59 { get; set; }

        public int M60 { get; set; }

        public int M61 { get; set; }

        public int M62 { get; set; }

        [BentoRequired]
        public int M63 { get; set; }

        [BentoRequired]
        public int M64 { get; set; }

        public int M65 { get; set; }

        public int M66 { get; set; }

        public int M67 { get; set; }

        public int M68 { get; set; }

        public int M69 { get; set; }

        public int M70 { get; set; }

        public int M71 { get; set; }

        public int M72 { get; set; }

        public int M73 { get; set; }

        public int M74 { get; set; }

        public int M75 { get; set; }

        public int M76 { get; set; }

        public int M77 { get; set; }

        public int M78 { get; set; }

        public int M79 { get; set; }

        public int M80 { get; set; }

        public int M81 { get; set; }

        public int M82 { get; set; }

        public int M83 { get; set; }

        public int M84 { get; set; }

        public int M85 { get; set; }

        public int M86 { get; set; }

        public int M87 { get; set; }

        public int M88 { get; set; }

        public int M89 { get; set; }

        public int M90 { get; set; }

        public int M91 { get; set; }

        public int M92 { get; set; }

        public int M93 { get; set; }

        public int M94 { get; set; }

        public int M95 { get; set; }

        public int M96 { get; set; }

        public int M97 { get; set; }

        public int M98 { get; set; }

        public int M99 { get; set; }

        public int M100 { get; set; }

        public int M101 { get; set; }

        public int M102 { get; set; }

        public int M103 { get; set; }

        public int M104 { get; set; }

        public int M105 { get; set; }

        public int M106 { get; set; }

        public int M107 { get; set; }

        public int M108 { get; set; }

        public int M109 { get; set; }

        public int M110 { get; set; }

        public int M111 { get; set; }

        public int M112 { get; set; }

        public int M113 { get; set; }

        public int M114 { get; set; }

        public int M115 { get; set; }

        public int M116 { get; set; }

        public int M117 { get; set; }

        public int M118 { get; set; }

        public int M119 { get; set; }

        public int M120 { get; set; }

        public int M121 { get; set; }

        public int M122 { get; set; }

        public int M123 { get; set; }

        public int M124 { get; set; }

        public int M125 { get; set; }

        public int M126 { get; set; }

        [BentoRequired]
        public int M127 { get; set; }

        public int M128 { get; set; }

        [BentoRequired]
        public int M129 { get; set; }
    }

    [BentoObject]
    public partial record StrictRecord([BentoRequired] string Name, int Age);

    [BentoObject(EnumsAsNames = true)]
    public partial class FlagsHolder
    {
        public Color Color { get; set; }
        public Permissions Permissions { get; set; }
    }

    [System.Flags]
    public enum Permissions
    {
        None = 0,
        Read = 1,
        Write = 2,
        Execute = 4,
    }
}
