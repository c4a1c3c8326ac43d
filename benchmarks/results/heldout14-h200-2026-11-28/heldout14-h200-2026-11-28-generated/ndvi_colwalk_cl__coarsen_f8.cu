extern "C" __global__ void ndvi_colwalk_cf8x(const float* nir, const float* red, float* ndvi, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    int row_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull < 3008ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        row_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    int row_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull < 3008ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        row_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    int row_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull < 3008ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        row_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    int row_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull < 3008ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        row_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    int row_4;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull < 3008ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        row_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    int row_5;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull < 3008ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        row_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    int row_6;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull < 3008ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        row_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    int row_7;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull < 3008ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        row_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    int col = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull < 3008ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        if (row_0 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            int i_0 = row_0 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            float a_0 = nir[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            float b_0 = red[i_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            ndvi[i_0] = (a_0 - b_0) / (a_0 + b_0);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull < 3008ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        if (row_1 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            int i_1 = row_1 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            float a_1 = nir[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            float b_1 = red[i_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            ndvi[i_1] = (a_1 - b_1) / (a_1 + b_1);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull < 3008ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        if (row_2 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            int i_2 = row_2 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            float a_2 = nir[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            float b_2 = red[i_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            ndvi[i_2] = (a_2 - b_2) / (a_2 + b_2);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull < 3008ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        if (row_3 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            int i_3 = row_3 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            float a_3 = nir[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            float b_3 = red[i_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            ndvi[i_3] = (a_3 - b_3) / (a_3 + b_3);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull < 3008ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        if (row_4 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            int i_4 = row_4 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            float a_4 = nir[i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            float b_4 = red[i_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            ndvi[i_4] = (a_4 - b_4) / (a_4 + b_4);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull < 3008ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        if (row_5 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            int i_5 = row_5 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            float a_5 = nir[i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            float b_5 = red[i_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            ndvi[i_5] = (a_5 - b_5) / (a_5 + b_5);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull < 3008ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        if (row_6 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            int i_6 = row_6 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            float a_6 = nir[i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            float b_6 = red[i_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            ndvi[i_6] = (a_6 - b_6) / (a_6 + b_6);
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull < 3008ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
        if (row_7 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            int i_7 = row_7 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            float a_7 = nir[i_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            float b_7 = red[i_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cl"
            ndvi[i_7] = (a_7 - b_7) / (a_7 + b_7);
        }
}
