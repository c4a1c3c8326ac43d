extern "C" __global__ void template_ssd8x8_cf8x(const float* img, const float* tpl, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    int ow = width - 7;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    int oh = height - 7;
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
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    if (x_4 < ow && y < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        float s_4 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        for (int i_4 = 0; i_4 < 8; i_4++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
            for (int j_4 = 0; j_4 < 8; j_4++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
                float d_4 = img[(y + i_4) * width + x_4 + j_4] - tpl[i_4 * 8 + j_4];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
                s_4 += d_4 * d_4;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        out[y * ow + x_4] = s_4;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    if (x_5 < ow && y < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        float s_5 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        for (int i_5 = 0; i_5 < 8; i_5++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
            for (int j_5 = 0; j_5 < 8; j_5++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
                float d_5 = img[(y + i_5) * width + x_5 + j_5] - tpl[i_5 * 8 + j_5];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
                s_5 += d_5 * d_5;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        out[y * ow + x_5] = s_5;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    if (x_6 < ow && y < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        float s_6 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        for (int i_6 = 0; i_6 < 8; i_6++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
            for (int j_6 = 0; j_6 < 8; j_6++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
                float d_6 = img[(y + i_6) * width + x_6 + j_6] - tpl[i_6 * 8 + j_6];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
                s_6 += d_6 * d_6;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        out[y * ow + x_6] = s_6;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    if (x_7 < ow && y < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        float s_7 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        for (int i_7 = 0; i_7 < 8; i_7++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
            for (int j_7 = 0; j_7 < 8; j_7++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
                float d_7 = img[(y + i_7) * width + x_7 + j_7] - tpl[i_7 * 8 + j_7];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
                s_7 += d_7 * d_7;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        out[y * ow + x_7] = s_7;
    }
}
