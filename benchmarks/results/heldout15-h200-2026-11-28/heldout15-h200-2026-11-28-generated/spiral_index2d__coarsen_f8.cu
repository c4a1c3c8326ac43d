extern "C" __global__ void spiral_index2d_cf8x(int* index, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
    if (x_2 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int dx_2 = x_2 - width / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int dy_2 = y - height / 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int k_2 = max(abs(dx_2), abs(dy_2));
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int id_2 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        if (k_2 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            int p_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            if (dx_2 == k_2 && dy_2 > -k_2)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_2 = dy_2 + k_2 - 1;
            else if (dy_2 == k_2)
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_2 = 2 * k_2 + (k_2 - 1 - dx_2);
            else if (dx_2 == -k_2)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_2 = 4 * k_2 + (k_2 - 1 - dy_2);
            else
#line 22 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_2 = 6 * k_2 + (dx_2 + k_2 - 1);
#line 23 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            id_2 = (2 * k_2 - 1) * (2 * k_2 - 1) + p_2;
        }
#line 25 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        index[y * width + x_2] = id_2;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
    if (x_3 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int dx_3 = x_3 - width / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int dy_3 = y - height / 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int k_3 = max(abs(dx_3), abs(dy_3));
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int id_3 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        if (k_3 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            int p_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            if (dx_3 == k_3 && dy_3 > -k_3)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_3 = dy_3 + k_3 - 1;
            else if (dy_3 == k_3)
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_3 = 2 * k_3 + (k_3 - 1 - dx_3);
            else if (dx_3 == -k_3)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_3 = 4 * k_3 + (k_3 - 1 - dy_3);
            else
#line 22 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_3 = 6 * k_3 + (dx_3 + k_3 - 1);
#line 23 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            id_3 = (2 * k_3 - 1) * (2 * k_3 - 1) + p_3;
        }
#line 25 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        index[y * width + x_3] = id_3;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
    if (x_4 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int dx_4 = x_4 - width / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int dy_4 = y - height / 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int k_4 = max(abs(dx_4), abs(dy_4));
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int id_4 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        if (k_4 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            int p_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            if (dx_4 == k_4 && dy_4 > -k_4)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_4 = dy_4 + k_4 - 1;
            else if (dy_4 == k_4)
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_4 = 2 * k_4 + (k_4 - 1 - dx_4);
            else if (dx_4 == -k_4)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_4 = 4 * k_4 + (k_4 - 1 - dy_4);
            else
#line 22 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_4 = 6 * k_4 + (dx_4 + k_4 - 1);
#line 23 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            id_4 = (2 * k_4 - 1) * (2 * k_4 - 1) + p_4;
        }
#line 25 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        index[y * width + x_4] = id_4;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
    if (x_5 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int dx_5 = x_5 - width / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int dy_5 = y - height / 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int k_5 = max(abs(dx_5), abs(dy_5));
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int id_5 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        if (k_5 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            int p_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            if (dx_5 == k_5 && dy_5 > -k_5)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_5 = dy_5 + k_5 - 1;
            else if (dy_5 == k_5)
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_5 = 2 * k_5 + (k_5 - 1 - dx_5);
            else if (dx_5 == -k_5)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_5 = 4 * k_5 + (k_5 - 1 - dy_5);
            else
#line 22 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_5 = 6 * k_5 + (dx_5 + k_5 - 1);
#line 23 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            id_5 = (2 * k_5 - 1) * (2 * k_5 - 1) + p_5;
        }
#line 25 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        index[y * width + x_5] = id_5;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
    if (x_6 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int dx_6 = x_6 - width / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int dy_6 = y - height / 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int k_6 = max(abs(dx_6), abs(dy_6));
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int id_6 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        if (k_6 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            int p_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            if (dx_6 == k_6 && dy_6 > -k_6)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_6 = dy_6 + k_6 - 1;
            else if (dy_6 == k_6)
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_6 = 2 * k_6 + (k_6 - 1 - dx_6);
            else if (dx_6 == -k_6)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_6 = 4 * k_6 + (k_6 - 1 - dy_6);
            else
#line 22 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_6 = 6 * k_6 + (dx_6 + k_6 - 1);
#line 23 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            id_6 = (2 * k_6 - 1) * (2 * k_6 - 1) + p_6;
        }
#line 25 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        index[y * width + x_6] = id_6;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
    if (x_7 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int dx_7 = x_7 - width / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int dy_7 = y - height / 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int k_7 = max(abs(dx_7), abs(dy_7));
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int id_7 = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        if (k_7 > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            int p_7;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            if (dx_7 == k_7 && dy_7 > -k_7)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_7 = dy_7 + k_7 - 1;
            else if (dy_7 == k_7)
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_7 = 2 * k_7 + (k_7 - 1 - dx_7);
            else if (dx_7 == -k_7)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_7 = 4 * k_7 + (k_7 - 1 - dy_7);
            else
#line 22 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p_7 = 6 * k_7 + (dx_7 + k_7 - 1);
#line 23 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            id_7 = (2 * k_7 - 1) * (2 * k_7 - 1) + p_7;
        }
#line 25 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        index[y * width + x_7] = id_7;
    }
}
