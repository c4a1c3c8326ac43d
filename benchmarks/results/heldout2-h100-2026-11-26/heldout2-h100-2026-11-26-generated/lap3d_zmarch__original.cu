extern "C" __global__ void lap3d_zmarch(const float* in, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    if (x >= n || y >= n)
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        return;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    int plane = n * n;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    int idx = y * n + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    bool edge = x == 0 || y == 0 || x == n - 1 || y == n - 1;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    float below = in[idx];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    float cur = in[plane + idx];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    out[idx] = below;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    for (int z = 1; z < n - 1; z++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        int i = z * plane + idx;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        float above = in[i + plane];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        if (edge)
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            out[i] = cur;
        else
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            out[i] = 6.0f * cur - (below + above + in[i - 1] + in[i + 1] + in[i - n]) - in[i + n];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        below = cur;
#line 24 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        cur = above;
    }
#line 26 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    out[(n - 1) * plane + idx] = cur;
}
