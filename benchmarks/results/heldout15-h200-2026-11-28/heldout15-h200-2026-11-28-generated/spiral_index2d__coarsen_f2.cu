extern "C" __global__ void spiral_index2d_cf2x(int* index, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
    if (x_0 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int dx_0 = x_0 - width / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int dy_0 = y - height / 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int k_0 = max(abs(dx_0), abs(dy_0));
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int id_0 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        if (k_0 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            int p_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            if (dx_0 == k_0 && dy_0 > -k_0)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_0 = dy_0 + k_0 - 1;
            else if (dy_0 == k_0)
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_0 = 2 * k_0 + (k_0 - 1 - dx_0);
            else if (dx_0 == -k_0)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_0 = 4 * k_0 + (k_0 - 1 - dy_0);
            else
#line 22 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_0 = 6 * k_0 + (dx_0 + k_0 - 1);
#line 23 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            id_0 = (2 * k_0 - 1) * (2 * k_0 - 1) + p_0;
        }
#line 25 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        index[y * width + x_0] = id_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
    if (x_1 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int dx_1 = x_1 - width / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int dy_1 = y - height / 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int k_1 = max(abs(dx_1), abs(dy_1));
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int id_1 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        if (k_1 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            int p_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            if (dx_1 == k_1 && dy_1 > -k_1)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_1 = dy_1 + k_1 - 1;
            else if (dy_1 == k_1)
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_1 = 2 * k_1 + (k_1 - 1 - dx_1);
            else if (dx_1 == -k_1)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_1 = 4 * k_1 + (k_1 - 1 - dy_1);
            else
#line 22 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_1 = 6 * k_1 + (dx_1 + k_1 - 1);
#line 23 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            id_1 = (2 * k_1 - 1) * (2 * k_1 - 1) + p_1;
        }
#line 25 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        index[y * width + x_1] = id_1;
    }
}
