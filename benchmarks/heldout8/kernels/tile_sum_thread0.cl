// Held-out suite 8 (frozen). The sum of every 256 floats: a block of 256 threads stages
// them in shared memory and its first thread adds them one after the other.
__kernel void tile_sum_thread0(__global const float *x, __global float *partial, int n)
{
    __local float s[256];
    int t = get_local_id(0);
    int i = get_group_id(0) * 256 + t;
    s[t] = i < n ? x[i] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t == 0) {
        float acc = 0.0f;
        for (int k = 0; k < 256; k++)
            acc += s[k];
        partial[get_group_id(0)] = acc;
    }
}
