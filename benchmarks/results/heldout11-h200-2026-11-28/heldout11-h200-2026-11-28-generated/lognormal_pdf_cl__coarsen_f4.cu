extern "C" __global__ void lognormal_pdf_cf4x(const float* x, float* pdf, float mu, float sigma, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
}
