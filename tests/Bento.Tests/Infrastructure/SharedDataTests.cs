using System.IO;
using Xunit;

namespace Bento.Tests.Infrastructure
{
    /// <summary>Where skipping is forbidden, a missing shared folder fails the run instead of shrinking it.</summary>
    public class SharedDataTests
    {
        [Fact]
        public void Shared_data_is_present_wherever_skipping_is_forbidden()
        {
            string? forbidden = SharedData.SkipForbiddenReason;
            if (forbidden == null)
                return;
            Assert.True(SharedData.CorporaDirectory != null, forbidden + ", and " + SharedData.MissingCorporaReason);
            Assert.True(SharedData.ConformanceDirectory != null, forbidden + ", and " + SharedData.MissingConformanceReason);
        }

        [Fact]
        public void An_explicit_BENTO_SHARED_is_used_or_nothing_is()
        {
            string? configured = SharedData.Configured;
            if (configured == null)
                return;
            if (Directory.Exists(configured))
                Assert.Equal(Path.GetFullPath(configured), SharedData.Root);
            else
                Assert.Null(SharedData.Root);
        }
    }
}
