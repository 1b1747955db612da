using System.Collections.Generic;

namespace Bento.Bench.Untyped;

public static class UntypedAdapterTable
{
    public static List<IUntypedAdapter> Create() => [new BentoUntyped(), new StjUntyped(), new NewtonsoftUntyped()];
}
