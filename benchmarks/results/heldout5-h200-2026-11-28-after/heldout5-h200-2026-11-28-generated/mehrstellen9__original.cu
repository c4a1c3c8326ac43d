extern "C" __global__ void mehrstellen9(const float* in, float* out, float h2inv, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
    if (x < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
        int i = y * width + x;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
        if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
            out[i] = in[i];
        } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
            float face = in[i - width] + in[i + width] + in[i - 1] + in[i + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
            float corner = in[i - width - 1] + in[i - width + 1] + in[i + width - 1] + in[i + width + 1];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
            out[i] = (4.0f * face + corner - 20.0f * in[i]) * h2inv;
        }
    }
}
