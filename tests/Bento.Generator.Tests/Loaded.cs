using System;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.Loader;

namespace Bento.Generator.Tests;

/// <summary>
/// Compiles test sources with the generator, loads the result and calls the generated helpers, so that the generated
/// code is checked by running it against the real runtime, not only by reading it.
/// </summary>
public sealed class Loaded
{
    private readonly Assembly _assembly;

    private Loaded(Assembly assembly) => _assembly = assembly;

    public static Loaded Compile(string source)
    {
        var run = GeneratorHarness.Run(source);
        Assert.Empty(run.AllDiagnostics.Select(SnapshotTests.Format));
        using var stream = new MemoryStream();
        var emit = run.Output.Emit(stream);
        Assert.True(emit.Success, string.Join("\n", emit.Diagnostics));
        stream.Position = 0;
        // Bento itself resolves from the default context, where the test assembly already loaded it.
        var context = new AssemblyLoadContext("generated-" + Guid.NewGuid().ToString("N"), isCollectible: true);
        return new Loaded(context.LoadFromStream(stream));
    }

    public Type Type(string name) => _assembly.GetType(name, throwOnError: true)!;

    public object New(string name) => Activator.CreateInstance(Type(name))!;

    public object? FromJson(string typeName, string json, BentoJsonOptions? options = null) =>
        Unwrap(() => Type(typeName).GetMethod("FromJson", new[] { typeof(string), typeof(BentoJsonOptions) })!.Invoke(null, new object?[] { json, options }));

    public static string ToJson(object value, BentoJsonOptions? options = null) =>
        (string)Unwrap(() => value.GetType().GetMethod("ToJson", new[] { typeof(BentoJsonOptions) })!.Invoke(value, new object?[] { options }))!;

    /// <summary>BentoJson.Populate&lt;T&gt;(json, ref value); returns the value after the call.</summary>
    public object? Populate(string typeName, string json, object? value, BentoJsonOptions? options = null)
    {
        var method = typeof(BentoJson).GetMethods()
            .Single(m => m.Name == "Populate" && m.GetParameters()[0].ParameterType == typeof(string))
            .MakeGenericMethod(Type(typeName));
        var args = new object?[] { json, value, options };
        Unwrap(() => method.Invoke(null, args));
        return args[1];
    }

    public static object? Get(object target, string member)
    {
        var type = target.GetType();
        var property = type.GetProperty(member);
        return property is not null ? property.GetValue(target) : type.GetField(member)!.GetValue(target);
    }

    public static void Set(object target, string member, object? value)
    {
        var type = target.GetType();
        var property = type.GetProperty(member);
        if (property is not null)
            property.SetValue(target, value);
        else
            type.GetField(member)!.SetValue(target, value);
    }

    private static object? Unwrap(Func<object?> call)
    {
        try
        {
            return call();
        }
        catch (TargetInvocationException e) when (e.InnerException is not null)
        {
            System.Runtime.ExceptionServices.ExceptionDispatchInfo.Capture(e.InnerException).Throw();
            throw;
        }
    }
}
