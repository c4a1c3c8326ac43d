extern "C" __global__ void huber_loss_elem(const float* pred, const float* target, float* loss, float delta, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cl"
        float e = pred[i] - target[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cl"
        float a = fabsf(e);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/huber_loss_elem.cl"
        loss[i] = a <= delta ? 0.5f * e * e : delta * (a - 0.5f * delta);
    }
}
