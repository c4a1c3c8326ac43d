// Held-out suite 13 (frozen), hand version of momentum_to_vel_aos3: each work-item computes its
// three components (the same divisions) into local memory at stride 3 (no bank conflicts, 3
// and 32 coprime); the work-group then writes its 3 x 256 floats as consecutive words, three
// coalesced stores per item. Work-groups of exactly 256.
__kernel void momentum_to_vel_aos3_hand(__global const float *restrict px,
                                        __global const float *restrict py,
                                        __global const float *restrict pz,
                                        __global const float *restrict mass,
                                        __global float *restrict vel, int n)
{
    __local float rec[3 * 256];
    int t = get_local_id(0);
    int base = get_group_id(0) * 256;
    int i = base + t;
    if (i < n) {
        float m = mass[i];
        rec[3 * t] = px[i] / m;
        rec[3 * t + 1] = py[i] / m;
        rec[3 * t + 2] = pz[i] / m;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int words = 3 * min(256, n - base);
    __global float *out = vel + 3 * (size_t)base;
    for (int k = t; k < words; k += 256)
        out[k] = rec[k];
}
