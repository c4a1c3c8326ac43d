extern "C" __global__ void lap3d_zmarch_cf2x(const float* in, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    if (!(x_0 >= n || y >= n)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        int plane_0 = n * n;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        int idx_0 = y * n + x_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        bool edge_0 = x_0 == 0 || y == 0 || x_0 == n - 1 || y == n - 1;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        float below_0 = in[idx_0];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        float cur_0 = in[plane_0 + idx_0];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        out[idx_0] = below_0;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        for (int z_0 = 1; z_0 < n - 1; z_0++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            int i_0 = z_0 * plane_0 + idx_0;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            float above_0 = in[i_0 + plane_0];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            if (edge_0)
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
                out[i_0] = cur_0;
            else
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
                out[i_0] = 6.0f * cur_0 - (below_0 + above_0 + in[i_0 - 1] + in[i_0 + 1] + in[i_0 - n]) - in[i_0 + n];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            below_0 = cur_0;
#line 24 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            cur_0 = above_0;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        out[(n - 1) * plane_0 + idx_0] = cur_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    if (!(x_1 >= n || y >= n)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        int plane_1 = n * n;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        int idx_1 = y * n + x_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        bool edge_1 = x_1 == 0 || y == 0 || x_1 == n - 1 || y == n - 1;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        float below_1 = in[idx_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        float cur_1 = in[plane_1 + idx_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        out[idx_1] = below_1;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        for (int z_1 = 1; z_1 < n - 1; z_1++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            int i_1 = z_1 * plane_1 + idx_1;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            float above_1 = in[i_1 + plane_1];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            if (edge_1)
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
                out[i_1] = cur_1;
            else
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
                out[i_1] = 6.0f * cur_1 - (below_1 + above_1 + in[i_1 - 1] + in[i_1 + 1] + in[i_1 - n]) - in[i_1 + n];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            below_1 = cur_1;
#line 24 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            cur_1 = above_1;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        out[(n - 1) * plane_1 + idx_1] = cur_1;
    }
}
