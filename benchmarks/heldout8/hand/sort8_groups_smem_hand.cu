// Held-out suite 8 (frozen), hand version of sort8_groups_smem: a thread's 8 floats read as
// two float4s, sorted in registers by the same odd-even transposition (four pairs of
// rounds, no shared memory) and written as two float4s.
extern "C" __global__ void sort8_groups_smem_hand(const float *in, float *out, int ngroups)
{
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    if (g < ngroups) {
        float4 p = ((const float4 *)in)[2 * g];
        float4 q = ((const float4 *)in)[2 * g + 1];
        float a0 = p.x, a1 = p.y, a2 = p.z, a3 = p.w, a4 = q.x, a5 = q.y, a6 = q.z, a7 = q.w;
        float lo;
        for (int round = 0; round < 4; round++) {
            lo = fminf(a0, a1); a1 = fmaxf(a0, a1); a0 = lo;
            lo = fminf(a2, a3); a3 = fmaxf(a2, a3); a2 = lo;
            lo = fminf(a4, a5); a5 = fmaxf(a4, a5); a4 = lo;
            lo = fminf(a6, a7); a7 = fmaxf(a6, a7); a6 = lo;
            lo = fminf(a1, a2); a2 = fmaxf(a1, a2); a1 = lo;
            lo = fminf(a3, a4); a4 = fmaxf(a3, a4); a3 = lo;
            lo = fminf(a5, a6); a6 = fmaxf(a5, a6); a5 = lo;
        }
        ((float4 *)out)[2 * g] = make_float4(a0, a1, a2, a3);
        ((float4 *)out)[2 * g + 1] = make_float4(a4, a5, a6, a7);
    }
}
