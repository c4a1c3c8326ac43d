extern "C" __global__ void template_ssd8x8_cf4x(const float* img, const float* tpl, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
    int x_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
    int x_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
    int ow = width - 7;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
    int oh = height - 7;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
    if (x_0 < ow && y < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
        float s_0 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
        for (int i_0 = 0; i_0 < 8; i_0++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
            for (int j_0 = 0; j_0 < 8; j_0++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                float d_0 = img[(y + i_0) * width + x_0 + j_0] - tpl[i_0 * 8 + j_0];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                s_0 += d_0 * d_0;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
        out[y * ow + x_0] = s_0;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
    if (x_1 < ow && y < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
        float s_1 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
        for (int i_1 = 0; i_1 < 8; i_1++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
            for (int j_1 = 0; j_1 < 8; j_1++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                float d_1 = img[(y + i_1) * width + x_1 + j_1] - tpl[i_1 * 8 + j_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                s_1 += d_1 * d_1;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
        out[y * ow + x_1] = s_1;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
    if (x_2 < ow && y < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
        float s_2 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
        for (int i_2 = 0; i_2 < 8; i_2++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
            for (int j_2 = 0; j_2 < 8; j_2++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                float d_2 = img[(y + i_2) * width + x_2 + j_2] - tpl[i_2 * 8 + j_2];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                s_2 += d_2 * d_2;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
        out[y * ow + x_2] = s_2;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
    if (x_3 < ow && y < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
        float s_3 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
        for (int i_3 = 0; i_3 < 8; i_3++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
            for (int j_3 = 0; j_3 < 8; j_3++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                float d_3 = img[(y + i_3) * width + x_3 + j_3] - tpl[i_3 * 8 + j_3];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                s_3 += d_3 * d_3;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
        out[y * ow + x_3] = s_3;
    }
}
