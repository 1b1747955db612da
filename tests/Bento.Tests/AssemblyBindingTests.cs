using System.Reflection;
using System.Runtime.Versioning;
using Xunit;

namespace Bento.Tests
{
    public class AssemblyBindingTests
    {
        [Fact]
        public void Tests_run_against_the_intended_runtime_build()
        {
            Assembly bento = typeof(BentoJson).Assembly;
            string? framework = bento.GetCustomAttribute<TargetFrameworkAttribute>()?.FrameworkName;
#if BENTO_NETSTANDARD_TESTS
            Assert.Equal(".NETStandard,Version=v2.1", framework);
#else
            Assert.Equal(".NETCoreApp,Version=v10.0", framework);
#endif
        }
    }
}
