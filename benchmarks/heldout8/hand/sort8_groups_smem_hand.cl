// Held-out suite 8 (frozen), hand version of sort8_groups_smem: a thread's 8 floats read as
// two float4s, sorted in registers by the same odd-even transposition (four pairs of
// rounds, no shared memory) and written as two float4s.
__kernel void sort8_groups_smem_hand(__global const float *in, __global float *out,
                                     int ngroups)
{
    int g = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (g < ngroups) {
        float4 p = ((__global const float4 *)in)[2 * g];
        float4 q = ((__global const float4 *)in)[2 * g + 1];
        float a0 = p.x, a1 = p.y, a2 = p.z, a3 = p.w, a4 = q.x, a5 = q.y, a6 = q.z, a7 = q.w;
        float lo;
        for (int round = 0; round < 4; round++) {
            lo = fmin(a0, a1); a1 = fmax(a0, a1); a0 = lo;
            lo = fmin(a2, a3); a3 = fmax(a2, a3); a2 = lo;
            lo = fmin(a4, a5); a5 = fmax(a4, a5); a4 = lo;
            lo = fmin(a6, a7); a7 = fmax(a6, a7); a6 = lo;
            lo = fmin(a1, a2); a2 = fmax(a1, a2); a1 = lo;
            lo = fmin(a3, a4); a4 = fmax(a3, a4); a3 = lo;
            lo = fmin(a5, a6); a6 = fmax(a5, a6); a5 = lo;
        }
        ((__global float4 *)out)[2 * g] = (float4)(a0, a1, a2, a3);
        ((__global float4 *)out)[2 * g + 1] = (float4)(a4, a5, a6, a7);
    }
}
