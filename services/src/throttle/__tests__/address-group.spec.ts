import { addressGroup } from '../address-group';

describe('addressGroup', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressGroup('192.0.2.1')).toBe('192.0.2.1');
    expect(addressGroup('192.0.2.2')).not.toBe(addressGroup('192.0.2.1'));
  });

  it('takes an IPv6 address by its /64, however it is written', () => {
    const group = addressGroup('2001:db8:1:2::1');
    expect(group).toBe('2001:db8:1:2::/64');
    for (const sameNetwork of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0:0:0:abcd', ' 2001:db8:1:2:3:4:5:6 ', '2001:db8:1:2::9%eth0']) {
      expect(addressGroup(sameNetwork)).toBe(group);
    }
  });

  it('tells neighbouring /64s apart', () => {
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressGroup('2001:db8:1:2::1')).not.toBe(addressGroup('2001:db8:1:3::1'));
    expect(addressGroup('::1')).toBe('::/64');
  });

  it('takes an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(addressGroup('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressGroup('::FFFF:c000:0201')).toBe('192.0.2.1');
    // Not mapped: the whole ::ffff:0:0/96 would otherwise be one network.
    expect(addressGroup('::ffff:192.0.2.2')).not.toBe(addressGroup('::ffff:192.0.2.1'));
  });

  it('keeps text that is no address, so a caller without a readable address still counts as one', () => {
    expect(addressGroup('no-address')).toBe('no-address');
  });
});
