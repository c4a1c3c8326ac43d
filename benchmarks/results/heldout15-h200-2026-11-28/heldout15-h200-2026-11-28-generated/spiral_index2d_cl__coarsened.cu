extern "C" __global__ void spiral_index2d_cf4x_st16(int* index, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 16ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 16ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 16ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 16ull + 16ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
    int x_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 16ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 16ull + 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
    int x_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 16ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 16ull + 48ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
    if (x_0 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        int dx_0 = x_0 - width / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        int dy_0 = y - height / 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        int k_0 = max((unsigned int)abs(dx_0), (unsigned int)abs(dy_0));
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        int id_0 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        if (k_0 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
            int p_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
            if (dx_0 == k_0 && dy_0 > -k_0)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
                p_0 = dy_0 + k_0 - 1;
            else if (dy_0 == k_0)
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
                p_0 = 2 * k_0 + (k_0 - 1 - dx_0);
            else if (dx_0 == -k_0)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
                p_0 = 4 * k_0 + (k_0 - 1 - dy_0);
            else
#line 22 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
                p_0 = 6 * k_0 + (dx_0 + k_0 - 1);
#line 23 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
            id_0 = (2 * k_0 - 1) * (2 * k_0 - 1) + p_0;
        }
#line 25 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        index[y * width + x_0] = id_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
    if (x_1 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        int dx_1 = x_1 - width / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        int dy_1 = y - height / 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        int k_1 = max((unsigned int)abs(dx_1), (unsigned int)abs(dy_1));
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        int id_1 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        if (k_1 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
            int p_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
            if (dx_1 == k_1 && dy_1 > -k_1)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
                p_1 = dy_1 + k_1 - 1;
            else if (dy_1 == k_1)
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
                p_1 = 2 * k_1 + (k_1 - 1 - dx_1);
            else if (dx_1 == -k_1)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
                p_1 = 4 * k_1 + (k_1 - 1 - dy_1);
            else
#line 22 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
                p_1 = 6 * k_1 + (dx_1 + k_1 - 1);
#line 23 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
            id_1 = (2 * k_1 - 1) * (2 * k_1 - 1) + p_1;
        }
#line 25 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        index[y * width + x_1] = id_1;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
    if (x_2 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        int dx_2 = x_2 - width / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        int dy_2 = y - height / 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        int k_2 = max((unsigned int)abs(dx_2), (unsigned int)abs(dy_2));
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        int id_2 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        if (k_2 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
            int p_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
            if (dx_2 == k_2 && dy_2 > -k_2)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
                p_2 = dy_2 + k_2 - 1;
            else if (dy_2 == k_2)
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
                p_2 = 2 * k_2 + (k_2 - 1 - dx_2);
            else if (dx_2 == -k_2)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
                p_2 = 4 * k_2 + (k_2 - 1 - dy_2);
            else
#line 22 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
                p_2 = 6 * k_2 + (dx_2 + k_2 - 1);
#line 23 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
            id_2 = (2 * k_2 - 1) * (2 * k_2 - 1) + p_2;
        }
#line 25 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        index[y * width + x_2] = id_2;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
    if (x_3 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        int dx_3 = x_3 - width / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        int dy_3 = y - height / 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        int k_3 = max((unsigned int)abs(dx_3), (unsigned int)abs(dy_3));
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        int id_3 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        if (k_3 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
            int p_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
            if (dx_3 == k_3 && dy_3 > -k_3)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
                p_3 = dy_3 + k_3 - 1;
            else if (dy_3 == k_3)
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
                p_3 = 2 * k_3 + (k_3 - 1 - dx_3);
            else if (dx_3 == -k_3)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
                p_3 = 4 * k_3 + (k_3 - 1 - dy_3);
            else
#line 22 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
                p_3 = 6 * k_3 + (dx_3 + k_3 - 1);
#line 23 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
            id_3 = (2 * k_3 - 1) * (2 * k_3 - 1) + p_3;
        }
#line 25 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cl"
        index[y * width + x_3] = id_3;
    }
}
