using System;
using System.Collections.Generic;
using System.Reflection;
using System.Reflection.Emit;

namespace Bento.Testing.Internal;

/// <summary>
/// Finds the instance fields a method body loads or stores directly, by walking its IL. This is how a private field is
/// known to back a serialized member: <c>get => _health;</c> or <c>set { _health = value; _dirty = true; }</c>.
/// Fields reached only through calls to other methods are not followed.
/// </summary>
internal static class FieldScanner
{
    private static readonly OpCode[] s_oneByte = new OpCode[256];
    private static readonly OpCode[] s_twoByte = new OpCode[256];
    private static readonly bool[] s_known1 = new bool[256];
    private static readonly bool[] s_known2 = new bool[256];

#pragma warning disable CA1810 // the tables are filled from the OpCodes fields in one pass
    static FieldScanner()
#pragma warning restore CA1810
    {
        foreach (var field in typeof(OpCodes).GetFields(BindingFlags.Public | BindingFlags.Static))
        {
            if (field.GetValue(null) is not OpCode code)
                continue;
            ushort value = unchecked((ushort)code.Value);
            if (code.Size == 1)
            {
                s_oneByte[value] = code;
                s_known1[value] = true;
            }
            else if ((value >> 8) == 0xFE)
            {
                s_twoByte[value & 0xFF] = code;
                s_known2[value & 0xFF] = true;
            }
        }
    }

    public static List<FieldInfo> InstanceFieldsUsedBy(MethodInfo method)
    {
        var fields = new List<FieldInfo>();
        byte[]? il;
        try
        {
            il = method.GetMethodBody()?.GetILAsByteArray();
        }
        catch (InvalidOperationException)
        {
            il = null;
        }
        if (il is null)
            return fields;

        var typeArguments = method.DeclaringType is { IsGenericType: true } declaring ? declaring.GetGenericArguments() : null;
        int i = 0;
        while (i < il.Length)
        {
            OpCode code;
            byte first = il[i++];
            if (first == 0xFE)
            {
                if (i >= il.Length || !s_known2[il[i]])
                    return fields; // unknown encoding: stop rather than misread operands as opcodes
                code = s_twoByte[il[i++]];
            }
            else
            {
                if (!s_known1[first])
                    return fields;
                code = s_oneByte[first];
            }

            int operand = OperandSize(code.OperandType, il, i);
            if (operand < 0 || i + operand > il.Length)
                return fields;
            if (code.OperandType == OperandType.InlineField && (code == OpCodes.Ldfld || code == OpCodes.Stfld || code == OpCodes.Ldflda))
            {
                int token = BitConverter.ToInt32(il, i);
                try
                {
                    var field = method.Module.ResolveField(token, typeArguments, null);
                    if (field is { IsStatic: false } && !fields.Contains(field))
                        fields.Add(field);
                }
                catch (ArgumentException)
                {
                    // A token that does not resolve in this context (generic method instantiation): nothing to learn.
                }
            }
            i += operand;
        }
        return fields;
    }

    private static int OperandSize(OperandType type, byte[] il, int at) => type switch
    {
        OperandType.InlineNone => 0,
        OperandType.ShortInlineBrTarget or OperandType.ShortInlineI or OperandType.ShortInlineVar => 1,
        OperandType.InlineVar => 2,
        OperandType.InlineI8 or OperandType.InlineR => 8,
        OperandType.InlineSwitch => at + 4 <= il.Length ? 4 + (4 * BitConverter.ToInt32(il, at)) : -1,
        _ => 4,
    };
}
