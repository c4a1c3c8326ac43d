extern "C" __global__ void mehrstellen9_cf4x_st16(const float* in, float* out, float h2inv, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
    int x_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
        x_0 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
    int x_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
        x_1 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
    int x_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
        x_2 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
    int x_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
        x_3 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
        if (x_0 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
            int i_0 = y * width + x_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
            if (x_0 == 0 || y == 0 || x_0 == width - 1 || y == height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
                out[i_0] = in[i_0];
            } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
                float face_0 = in[i_0 - width] + in[i_0 + width] + in[i_0 - 1] + in[i_0 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
                float corner_0 = in[i_0 - width - 1] + in[i_0 - width + 1] + in[i_0 + width - 1] + in[i_0 + width + 1];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
                out[i_0] = (4.0f * face_0 + corner_0 - 20.0f * in[i_0]) * h2inv;
            }
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
        if (x_1 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
            int i_1 = y * width + x_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
            if (x_1 == 0 || y == 0 || x_1 == width - 1 || y == height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
                out[i_1] = in[i_1];
            } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
                float face_1 = in[i_1 - width] + in[i_1 + width] + in[i_1 - 1] + in[i_1 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
                float corner_1 = in[i_1 - width - 1] + in[i_1 - width + 1] + in[i_1 + width - 1] + in[i_1 + width + 1];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
                out[i_1] = (4.0f * face_1 + corner_1 - 20.0f * in[i_1]) * h2inv;
            }
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
        if (x_2 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
            int i_2 = y * width + x_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
            if (x_2 == 0 || y == 0 || x_2 == width - 1 || y == height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
                out[i_2] = in[i_2];
            } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
                float face_2 = in[i_2 - width] + in[i_2 + width] + in[i_2 - 1] + in[i_2 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
                float corner_2 = in[i_2 - width - 1] + in[i_2 - width + 1] + in[i_2 + width - 1] + in[i_2 + width + 1];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
                out[i_2] = (4.0f * face_2 + corner_2 - 20.0f * in[i_2]) * h2inv;
            }
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
        if (x_3 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
            int i_3 = y * width + x_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
            if (x_3 == 0 || y == 0 || x_3 == width - 1 || y == height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
                out[i_3] = in[i_3];
            } else {
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
                float face_3 = in[i_3 - width] + in[i_3 + width] + in[i_3 - 1] + in[i_3 + 1];
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
                float corner_3 = in[i_3 - width - 1] + in[i_3 - width + 1] + in[i_3 + width - 1] + in[i_3 + width + 1];
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/mehrstellen9.cu"
                out[i_3] = (4.0f * face_3 + corner_3 - 20.0f * in[i_3]) * h2inv;
            }
        }
}
