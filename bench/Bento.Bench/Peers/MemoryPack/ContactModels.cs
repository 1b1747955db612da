using System.Collections.Generic;
using MemoryPack;

namespace Bento.Bench.Peers.MemoryPack.Models;

// The MemoryPack mirror of Models/Contacts.cs: the same members in the same order.

[MemoryPackable]
public sealed partial class Contact
{
    public int Id { get; set; }
    public string FirstName { get; set; } = "";
    public string LastName { get; set; } = "";
    public string Email { get; set; } = "";
    public int Age { get; set; }
    public int Visits { get; set; }
}

[MemoryPackable]
public sealed partial class ContactList
{
    public List<Contact> Items { get; set; } = new();
}
