extern "C" __global__ void spiral_index2d(int* index, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
    if (x < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int dx = x - width / 2;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int dy = y - height / 2;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int k = max(abs(dx), abs(dy));
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        int id = 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        if (k > 0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            int p;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            if (dx == k && dy > -k)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p = dy + k - 1;
            else if (dy == k)
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p = 2 * k + (k - 1 - dx);
            else if (dx == -k)
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p = 4 * k + (k - 1 - dy);
            else
#line 22 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
                p = 6 * k + (dx + k - 1);
#line 23 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
            id = (2 * k - 1) * (2 * k - 1) + p;
        }
#line 25 "/work/main/.stage/main/benchmarks/heldout15/kernels/spiral_index2d.cu"
        index[y * width + x] = id;
    }
}
