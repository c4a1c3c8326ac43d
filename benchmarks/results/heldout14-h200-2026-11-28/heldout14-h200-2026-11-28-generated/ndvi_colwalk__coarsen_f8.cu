extern "C" __global__ void ndvi_colwalk_cf8x(const float* nir, const float* red, float* ndvi, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    int row_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    int row_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    int row_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    int row_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    int row_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    int row_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    int row_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    int row_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    int col = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    if (row_0 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        int i_0 = row_0 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        float a_0 = nir[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        float b_0 = red[i_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        ndvi[i_0] = (a_0 - b_0) / (a_0 + b_0);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    if (row_1 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        int i_1 = row_1 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        float a_1 = nir[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        float b_1 = red[i_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        ndvi[i_1] = (a_1 - b_1) / (a_1 + b_1);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    if (row_2 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        int i_2 = row_2 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        float a_2 = nir[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        float b_2 = red[i_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        ndvi[i_2] = (a_2 - b_2) / (a_2 + b_2);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    if (row_3 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        int i_3 = row_3 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        float a_3 = nir[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        float b_3 = red[i_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        ndvi[i_3] = (a_3 - b_3) / (a_3 + b_3);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    if (row_4 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        int i_4 = row_4 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        float a_4 = nir[i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        float b_4 = red[i_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        ndvi[i_4] = (a_4 - b_4) / (a_4 + b_4);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    if (row_5 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        int i_5 = row_5 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        float a_5 = nir[i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        float b_5 = red[i_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        ndvi[i_5] = (a_5 - b_5) / (a_5 + b_5);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    if (row_6 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        int i_6 = row_6 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        float a_6 = nir[i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        float b_6 = red[i_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        ndvi[i_6] = (a_6 - b_6) / (a_6 + b_6);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
    if (row_7 < height && col < width) {
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        int i_7 = row_7 * width + col;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        float a_7 = nir[i_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        float b_7 = red[i_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/ndvi_colwalk.cu"
        ndvi[i_7] = (a_7 - b_7) / (a_7 + b_7);
    }
}
