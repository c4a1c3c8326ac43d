extern "C" __global__ void lognormal_pdf_cf8x(const float* x, float* pdf, float mu, float sigma, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        float v_0 = x[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        float z_0 = (logf(v_0) - mu) / sigma;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        pdf[i_0] = expf(-0.5f * z_0 * z_0) / (v_0 * sigma * 2.5066283f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        float v_1 = x[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        float z_1 = (logf(v_1) - mu) / sigma;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        pdf[i_1] = expf(-0.5f * z_1 * z_1) / (v_1 * sigma * 2.5066283f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        float v_2 = x[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        float z_2 = (logf(v_2) - mu) / sigma;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        pdf[i_2] = expf(-0.5f * z_2 * z_2) / (v_2 * sigma * 2.5066283f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        float v_3 = x[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        float z_3 = (logf(v_3) - mu) / sigma;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        pdf[i_3] = expf(-0.5f * z_3 * z_3) / (v_3 * sigma * 2.5066283f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        float v_4 = x[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        float z_4 = (logf(v_4) - mu) / sigma;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        pdf[i_4] = expf(-0.5f * z_4 * z_4) / (v_4 * sigma * 2.5066283f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        float v_5 = x[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        float z_5 = (logf(v_5) - mu) / sigma;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        pdf[i_5] = expf(-0.5f * z_5 * z_5) / (v_5 * sigma * 2.5066283f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        float v_6 = x[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        float z_6 = (logf(v_6) - mu) / sigma;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        pdf[i_6] = expf(-0.5f * z_6 * z_6) / (v_6 * sigma * 2.5066283f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        float v_7 = x[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        float z_7 = (logf(v_7) - mu) / sigma;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
        pdf[i_7] = expf(-0.5f * z_7 * z_7) / (v_7 * sigma * 2.5066283f);
    }
}
