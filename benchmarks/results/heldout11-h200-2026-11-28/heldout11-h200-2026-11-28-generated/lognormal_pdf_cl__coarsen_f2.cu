extern "C" __global__ void lognormal_pdf_cf2x(const float* x, float* pdf, float mu, float sigma, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
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
}
