extern "C" __global__ void lap3d_zmarch(const float* in, float* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cl"
    if (x >= n || y >= n)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cl"
        return;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cl"
    int plane = n * n;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cl"
    int idx = y * n + x;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cl"
    bool edge = x == 0 || y == 0 || x == n - 1 || y == n - 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cl"
    float below = in[idx];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cl"
    float cur = in[plane + idx];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cl"
    out[idx] = below;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cl"
    for (int z = 1; z < n - 1; z++) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cl"
        int i = z * plane + idx;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cl"
        float above = in[i + plane];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cl"
        if (edge)
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cl"
            out[i] = cur;
        else
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cl"
            out[i] = 6.0f * cur - (below + above + in[i - 1] + in[i + 1] + in[i - n]) - in[i + n];
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cl"
        below = cur;
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cl"
        cur = above;
    }
#line 25 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cl"
    out[(n - 1) * plane + idx] = cur;
}
