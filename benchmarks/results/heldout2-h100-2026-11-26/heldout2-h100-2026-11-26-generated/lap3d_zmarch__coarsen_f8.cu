extern "C" __global__ void lap3d_zmarch_cf8x(const float* in, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    if (!(x_2 >= n || y >= n)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        int plane_2 = n * n;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        int idx_2 = y * n + x_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        bool edge_2 = x_2 == 0 || y == 0 || x_2 == n - 1 || y == n - 1;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        float below_2 = in[idx_2];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        float cur_2 = in[plane_2 + idx_2];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        out[idx_2] = below_2;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        for (int z_2 = 1; z_2 < n - 1; z_2++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            int i_2 = z_2 * plane_2 + idx_2;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            float above_2 = in[i_2 + plane_2];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            if (edge_2)
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
                out[i_2] = cur_2;
            else
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
                out[i_2] = 6.0f * cur_2 - (below_2 + above_2 + in[i_2 - 1] + in[i_2 + 1] + in[i_2 - n]) - in[i_2 + n];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            below_2 = cur_2;
#line 24 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            cur_2 = above_2;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        out[(n - 1) * plane_2 + idx_2] = cur_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    if (!(x_3 >= n || y >= n)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        int plane_3 = n * n;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        int idx_3 = y * n + x_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        bool edge_3 = x_3 == 0 || y == 0 || x_3 == n - 1 || y == n - 1;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        float below_3 = in[idx_3];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        float cur_3 = in[plane_3 + idx_3];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        out[idx_3] = below_3;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        for (int z_3 = 1; z_3 < n - 1; z_3++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            int i_3 = z_3 * plane_3 + idx_3;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            float above_3 = in[i_3 + plane_3];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            if (edge_3)
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
                out[i_3] = cur_3;
            else
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
                out[i_3] = 6.0f * cur_3 - (below_3 + above_3 + in[i_3 - 1] + in[i_3 + 1] + in[i_3 - n]) - in[i_3 + n];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            below_3 = cur_3;
#line 24 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            cur_3 = above_3;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        out[(n - 1) * plane_3 + idx_3] = cur_3;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    if (!(x_4 >= n || y >= n)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        int plane_4 = n * n;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        int idx_4 = y * n + x_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        bool edge_4 = x_4 == 0 || y == 0 || x_4 == n - 1 || y == n - 1;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        float below_4 = in[idx_4];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        float cur_4 = in[plane_4 + idx_4];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        out[idx_4] = below_4;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        for (int z_4 = 1; z_4 < n - 1; z_4++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            int i_4 = z_4 * plane_4 + idx_4;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            float above_4 = in[i_4 + plane_4];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            if (edge_4)
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
                out[i_4] = cur_4;
            else
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
                out[i_4] = 6.0f * cur_4 - (below_4 + above_4 + in[i_4 - 1] + in[i_4 + 1] + in[i_4 - n]) - in[i_4 + n];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            below_4 = cur_4;
#line 24 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            cur_4 = above_4;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        out[(n - 1) * plane_4 + idx_4] = cur_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    if (!(x_5 >= n || y >= n)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        int plane_5 = n * n;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        int idx_5 = y * n + x_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        bool edge_5 = x_5 == 0 || y == 0 || x_5 == n - 1 || y == n - 1;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        float below_5 = in[idx_5];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        float cur_5 = in[plane_5 + idx_5];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        out[idx_5] = below_5;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        for (int z_5 = 1; z_5 < n - 1; z_5++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            int i_5 = z_5 * plane_5 + idx_5;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            float above_5 = in[i_5 + plane_5];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            if (edge_5)
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
                out[i_5] = cur_5;
            else
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
                out[i_5] = 6.0f * cur_5 - (below_5 + above_5 + in[i_5 - 1] + in[i_5 + 1] + in[i_5 - n]) - in[i_5 + n];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            below_5 = cur_5;
#line 24 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            cur_5 = above_5;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        out[(n - 1) * plane_5 + idx_5] = cur_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    if (!(x_6 >= n || y >= n)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        int plane_6 = n * n;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        int idx_6 = y * n + x_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        bool edge_6 = x_6 == 0 || y == 0 || x_6 == n - 1 || y == n - 1;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        float below_6 = in[idx_6];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        float cur_6 = in[plane_6 + idx_6];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        out[idx_6] = below_6;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        for (int z_6 = 1; z_6 < n - 1; z_6++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            int i_6 = z_6 * plane_6 + idx_6;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            float above_6 = in[i_6 + plane_6];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            if (edge_6)
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
                out[i_6] = cur_6;
            else
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
                out[i_6] = 6.0f * cur_6 - (below_6 + above_6 + in[i_6 - 1] + in[i_6 + 1] + in[i_6 - n]) - in[i_6 + n];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            below_6 = cur_6;
#line 24 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            cur_6 = above_6;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        out[(n - 1) * plane_6 + idx_6] = cur_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
    if (!(x_7 >= n || y >= n)) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        int plane_7 = n * n;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        int idx_7 = y * n + x_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        bool edge_7 = x_7 == 0 || y == 0 || x_7 == n - 1 || y == n - 1;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        float below_7 = in[idx_7];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        float cur_7 = in[plane_7 + idx_7];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        out[idx_7] = below_7;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        for (int z_7 = 1; z_7 < n - 1; z_7++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            int i_7 = z_7 * plane_7 + idx_7;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            float above_7 = in[i_7 + plane_7];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            if (edge_7)
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
                out[i_7] = cur_7;
            else
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
                out[i_7] = 6.0f * cur_7 - (below_7 + above_7 + in[i_7 - 1] + in[i_7 + 1] + in[i_7 - n]) - in[i_7 + n];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            below_7 = cur_7;
#line 24 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
            cur_7 = above_7;
        }
#line 26 "/work/main/.stage/main/benchmarks/heldout2/kernels/lap3d_zmarch.cu"
        out[(n - 1) * plane_7 + idx_7] = cur_7;
    }
}
