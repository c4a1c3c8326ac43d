extern "C" __global__ void template_ssd8x8_opt(const float* img, const float* tpl, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
    int x = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
    int ow = width - 7;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
    int oh = height - 7;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
    if (x < ow && y < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
        float s = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
        for (int i = 0; i < 8; i++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
            for (int j = 0; j < 8 - 7; j += 8) {
                float4 tpl_v0_0;
                float4 tpl_v0_1;
                {
                    tpl_v0_0 = *(const float4*)&tpl[i * 8 + j];
                    tpl_v0_1 = *(const float4*)(&tpl[i * 8 + j] + 4);
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                    float d_u0 = img[(y + i) * width + x + j] - tpl_v0_0.x;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                    s += d_u0 * d_u0;
                }
                {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                    float d_u1 = img[(y + i) * width + x + (j + 1)] - tpl_v0_0.y;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                    s += d_u1 * d_u1;
                }
                {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                    float d_u2 = img[(y + i) * width + x + (j + 2)] - tpl_v0_0.z;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                    s += d_u2 * d_u2;
                }
                {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                    float d_u3 = img[(y + i) * width + x + (j + 3)] - tpl_v0_0.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                    s += d_u3 * d_u3;
                }
                {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                    float d_u4 = img[(y + i) * width + x + (j + 4)] - tpl_v0_1.x;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                    s += d_u4 * d_u4;
                }
                {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                    float d_u5 = img[(y + i) * width + x + (j + 5)] - tpl_v0_1.y;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                    s += d_u5 * d_u5;
                }
                {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                    float d_u6 = img[(y + i) * width + x + (j + 6)] - tpl_v0_1.z;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                    s += d_u6 * d_u6;
                }
                {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                    float d_u7 = img[(y + i) * width + x + (j + 7)] - tpl_v0_1.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                    s += d_u7 * d_u7;
                }
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
            for (int j_r = 0 + (8 - 0) / 8 * 8; j_r < 8; j_r++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                float d_r = img[(y + i) * width + x + j_r] - tpl[i * 8 + j_r];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
                s += d_r * d_r;
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cl"
        out[y * ow + x] = s;
    }
}
