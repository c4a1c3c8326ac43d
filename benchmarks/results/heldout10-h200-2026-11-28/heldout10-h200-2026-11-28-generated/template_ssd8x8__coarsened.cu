extern "C" __global__ void template_ssd8x8_cf4x_st16(const float* img, const float* tpl, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    int x_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        x_0 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    int x_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        x_1 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    int x_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        x_2 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    int x_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        x_3 = blockIdx.x * 32u + (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    int ow = width - 7;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    int oh = height - 7;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u < 32u)
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        if (x_0 < ow && y < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
            float s_0 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
            for (int i_0 = 0; i_0 < 8; i_0++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
                for (int j_0 = 0; j_0 < 8; j_0++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
                    float d_0 = img[(y + i_0) * width + x_0 + j_0] - tpl[i_0 * 8 + j_0];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
                    s_0 += d_0 * d_0;
                }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
            out[y * ow + x_0] = s_0;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 16u < 32u)
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        if (x_1 < ow && y < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
            float s_1 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
            for (int i_1 = 0; i_1 < 8; i_1++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
                for (int j_1 = 0; j_1 < 8; j_1++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
                    float d_1 = img[(y + i_1) * width + x_1 + j_1] - tpl[i_1 * 8 + j_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
                    s_1 += d_1 * d_1;
                }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
            out[y * ow + x_1] = s_1;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 32u < 32u)
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        if (x_2 < ow && y < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
            float s_2 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
            for (int i_2 = 0; i_2 < 8; i_2++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
                for (int j_2 = 0; j_2 < 8; j_2++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
                    float d_2 = img[(y + i_2) * width + x_2 + j_2] - tpl[i_2 * 8 + j_2];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
                    s_2 += d_2 * d_2;
                }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
            out[y * ow + x_2] = s_2;
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    if (threadIdx.x / 16u * 64u + threadIdx.x % 16u + 48u < 32u)
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        if (x_3 < ow && y < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
            float s_3 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
            for (int i_3 = 0; i_3 < 8; i_3++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
                for (int j_3 = 0; j_3 < 8; j_3++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
                    float d_3 = img[(y + i_3) * width + x_3 + j_3] - tpl[i_3 * 8 + j_3];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
                    s_3 += d_3 * d_3;
                }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
            out[y * ow + x_3] = s_3;
        }
}
