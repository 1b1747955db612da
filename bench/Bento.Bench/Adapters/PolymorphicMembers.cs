using System;
using System.Collections.Generic;
using System.Reflection;

namespace Bento.Bench.Adapters;

/// <summary>
/// Finds a member of the shared models whose declared type is abstract (a union's base): a serializer that learns
/// derived types only from attributes of its own, or from type names in the payload, cannot model such a workload as
/// declared, and is reported as such rather than timed on another shape.
/// </summary>
static class PolymorphicMembers
{
    public static string? Find(Type root)
    {
        var seen = new HashSet<Type>();
        var pending = new Stack<Type>();
        pending.Push(root);
        while (pending.Count > 0)
        {
            Type type = pending.Pop();
            if (!seen.Add(type))
            {
                continue;
            }

            foreach (PropertyInfo property in type.GetProperties(BindingFlags.Public | BindingFlags.Instance))
            {
                foreach (Type held in ModelTypesIn(property.PropertyType))
                {
                    if (held.IsAbstract)
                    {
                        return type.Name + "." + property.Name + " holds the abstract " + held.Name;
                    }

                    pending.Push(held);
                }
            }
        }

        return null;
    }

    /// <summary>The shared model classes a member type holds, through lists, arrays and dictionary values.</summary>
    public static IEnumerable<Type> ModelTypesIn(Type type)
    {
        if (type.IsArray)
        {
            return ModelTypesIn(type.GetElementType()!);
        }

        if (type.IsGenericType)
        {
            var found = new List<Type>();
            foreach (Type argument in type.GetGenericArguments())
            {
                found.AddRange(ModelTypesIn(argument));
            }

            return found;
        }

        return type.Namespace == typeof(Models.SaveGame).Namespace ? [type] : [];
    }
}
