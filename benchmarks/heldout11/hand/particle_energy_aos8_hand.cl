// Held-out suite 11 (frozen), hand version of particle_energy_aos8: the work-group's records
// are copied to __local memory by all its items as consecutive floats (coalesced), stored
// with one padding word per record (a stride of 9 words: no bank conflicts), then each item
// reads its fields from there. Work-groups of at most 256 items.
__kernel void particle_energy_aos8_hand(__global const float *restrict rec,
                                        __global float *restrict energy, float g, float phi,
                                        int n)
{
    __local float padded[9 * 256];
    int t = get_local_id(0), size = get_local_size(0);
    int first = get_group_id(0) * size;
    int count = min(size, n - first) * 8;
    for (int k = t; k < count; k += size)
        padded[k + (k >> 3)] = rec[(size_t)first * 8 + k];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (first + t < n) {
        __local const float *p = padded + 9 * t;
        float m = p[6];
        float kinetic = 0.5f * m * (p[3] * p[3] + p[4] * p[4] + p[5] * p[5]);
        energy[first + t] = kinetic + m * g * p[2] + p[7] * phi * p[0];
    }
}
