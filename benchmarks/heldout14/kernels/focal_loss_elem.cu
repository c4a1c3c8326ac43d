// Held-out suite 14 (frozen). The focal loss (gamma 2) of each predicted probability against
// its 0/1 label, -a_t (1 - p_t)^2 log p_t with a_t = alpha for positives, 1 - alpha otherwise;
// a thread per prediction.
extern "C" __global__ void focal_loss_elem(const float *p, const unsigned char *label,
                                           float *loss, float alpha, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float q = p[i];
        int pos = label[i] != 0;
        float pt = pos ? q : 1.0f - q;
        float at = pos ? alpha : 1.0f - alpha;
        float m = 1.0f - pt;
        loss[i] = -at * m * m * logf(pt);
    }
}
